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

export function documentRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/estimates/:id/pdf',
      summary: 'The estimate as a PDF document (Estimate-1a2b3c4d.pdf)',
      tag: 'estimates',
      access: COLLECTION_PERMISSIONS.estimates.read,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, 'Estimate')
        const options = optionsOf(input, deps)
        const pdf = await deps.store.transaction((tx) => estimatePdf(tx, id, options))
        return { status: 200, body: new BinaryFile(pdf.bytes, pdf.contentType, pdf.fileName) }
      },
    },
    {
      method: 'GET',
      path: '/api/invoices/:id/pdf',
      summary: 'The invoice as a PDF document (INV-0013.pdf)',
      tag: 'invoices',
      access: COLLECTION_PERMISSIONS.invoices.read,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, 'Invoice')
        const options = optionsOf(input, deps)
        const pdf = await deps.store.transaction((tx) => invoicePdf(tx, id, options))
        return { status: 200, body: new BinaryFile(pdf.bytes, pdf.contentType, pdf.fileName) }
      },
    },
  ]
}
