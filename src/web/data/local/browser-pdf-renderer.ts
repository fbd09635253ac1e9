// The demo's PDF renderer: pdfmake's browser build with the standard Helvetica metrics, loaded only
// when a PDF is asked for (a lazy import: neither is in the main bundle).
import type { PdfRenderer } from '../../../api/documents/pdf-definition'

type BrowserPdfMake = {
  addFontContainer(container: unknown): void
  createPdf(definition: unknown): { getBuffer(): Promise<Uint8Array> }
}

let loading: Promise<BrowserPdfMake> | undefined

async function load(): Promise<BrowserPdfMake> {
  const [pdfmakeModule, fontsModule] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/standard-fonts/Helvetica'),
  ])
  const pdfmake = ((pdfmakeModule as { default?: unknown }).default ?? pdfmakeModule) as BrowserPdfMake
  // The standard font's metrics (AFM) and its font table, as pdfmake's own container.
  pdfmake.addFontContainer((fontsModule as { default?: unknown }).default ?? fontsModule)
  return pdfmake
}

export const renderPdfInBrowser: PdfRenderer = async (definition) => {
  loading ??= load()
  const pdfmake = await loading
  const bytes = await pdfmake.createPdf(definition).getBuffer()
  return new Uint8Array(bytes)
}
