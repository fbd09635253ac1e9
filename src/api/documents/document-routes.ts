// GET /api/estimates/:id/pdf and GET /api/invoices/:id/pdf: the document as a PDF attachment.
// Whoever may read the record may download it (sales:read, billing:read), seeing in it only what
// the field-and-scope step lets them read of it.
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { AppError } from '../../domain/shared/app-error'
import { BinaryFile } from '../shared/binary-file'
import type { ApiDeps } from '../shared/deps'
import { idParam, type ApiRoute, type RouteInput } from '../shared/route-types'
import { estimatePdf, invoicePdf, type DocumentPdfOptions } from './document-pdf'

function optionsOf(input: RouteInput, deps: ApiDeps): DocumentPdfOptions {
  const render = deps.renderPdf
  if (!render) throw new AppError('INTERNAL', 'PDF documents are not available here')
  return { render, hostZone: hostTimeZone(), now: deps.clock(), grant: input.grant }
}

type PdfOf = typeof estimatePdf

function pdfRoute(
  collection: 'estimates' | 'invoices',
  label: string,
  example: string,
  pdfOf: PdfOf,
): ApiRoute {
  return {
    method: 'GET',
    path: `/api/${collection}/:id/pdf`,
    summary: `The ${label.toLowerCase()} as a PDF document (${example})`,
    tag: collection,
    access: COLLECTION_PERMISSIONS[collection].read,
    successStatus: 200,
    handle: async (input, deps) => {
      const id = idParam(input, label)
      const options = optionsOf(input, deps)
      const pdf = await deps.store.transaction((tx) => pdfOf(tx, id, options))
      return { status: 200, body: new BinaryFile(pdf.bytes, pdf.contentType, pdf.fileName) }
    },
  }
}

export function documentRoutes(): ApiRoute[] {
  return [
    pdfRoute('estimates', 'Estimate', 'Estimate-1a2b3c4d.pdf', estimatePdf),
    pdfRoute('invoices', 'Invoice', 'INV-0013.pdf', invoicePdf),
  ]
}
