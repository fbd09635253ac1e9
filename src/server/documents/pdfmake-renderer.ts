// The server's PDF renderer: pdfmake (Node build) with PDF's standard Helvetica, which needs no
// font file. pdfmake may read local files and URLs named in a definition: both are refused, except
// the four standard font names (a logo arrives as a data URL, which needs no access).
import { createRequire } from 'node:module'
import type { TDocumentDefinitions } from 'pdfmake/interfaces'
import type { PdfRenderer } from '../../api/documents/pdf-definition'

type PdfMake = {
  setFonts(fonts: unknown): void
  setUrlAccessPolicy(policy: (url: string) => boolean): void
  setLocalAccessPolicy(policy: (path: string) => boolean): void
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Buffer> }
}

const STANDARD_FONT = /^Helvetica(-Bold|-Oblique|-BoldOblique)?$/

let pdfmake: PdfMake | undefined

function loaded(): PdfMake {
  if (pdfmake) return pdfmake
  // pdfmake 0.3 is CommonJS and sets itself up once: loaded on the first document, not at start.
  const require = createRequire(import.meta.url)
  const made = require('pdfmake') as PdfMake
  made.setFonts(require('pdfmake/standard-fonts/Helvetica.js'))
  made.setUrlAccessPolicy(() => false)
  made.setLocalAccessPolicy((path) => STANDARD_FONT.test(path))
  pdfmake = made
  return made
}

export const renderPdfWithPdfmake: PdfRenderer = async (definition) => {
  const buffer = await loaded().createPdf(definition).getBuffer()
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}
