// The client hub's estimate routes (issue #31 section 2): the client's own Sent and Accepted
// estimates, each with the same figures as its PDF, the PDF itself (an approved one prints the
// signature), Approve and Request changes. Another client's estimate, an Open one or a malformed id
// is "not found".
import { hostTimeZone } from '../../../domain/settings/read-branding'
import { withTimeZone } from '../../../domain/settings/branding'
import { clientResponsesOf } from '../../../domain/hub/estimate-response'
import { estimateDocument } from '../../../domain/sales/estimate-document'
import { AppError } from '../../../domain/shared/app-error'
import { renderDocumentPdf } from '../../documents/document-pdf'
import { BinaryFile } from '../../shared/binary-file'
import type { HubClientRoute } from './hub-client-route'
import {
  hubEstimate,
  hubEstimateId,
  hubEstimateSummary,
  responsesOf,
  shownEstimate,
  shownEstimates,
} from './hub-estimate-view'
import { approveEstimate, requestEstimateChanges } from './respond-to-estimate'

export const hubEstimateRoutes: readonly HubClientRoute[] = [
  {
    method: 'GET',
    path: '/api/hub/estimates',
    summary: "The client's Sent and Accepted estimates, newest first",
    handle: async (_input, deps, visitor) => {
      const items = await deps.store.read((tx) => shownEstimates(tx, visitor))
      return { status: 200, body: { items: items.map(hubEstimateSummary) } }
    },
  },
  {
    method: 'GET',
    path: '/api/hub/estimates/:id',
    summary: "One of the client's estimates, with the PDF's figures and its approval",
    handle: async (input, deps, visitor) => {
      const id = hubEstimateId(input.params)
      const body = await deps.store.transaction(async (tx) => {
        const estimate = await shownEstimate(tx, visitor, id)
        return hubEstimate(estimate, await responsesOf(tx).listOf(id))
      })
      return { status: 200, body }
    },
  },
  {
    method: 'GET',
    path: '/api/hub/estimates/:id/pdf',
    summary: "One of the client's estimates as its PDF (an approved one prints the signature)",
    handle: async (input, deps, visitor) => {
      const id = hubEstimateId(input.params)
      const render = deps.renderPdf
      if (!render) throw new AppError('INTERNAL', 'PDF documents are not available here')
      const options = { render, hostZone: hostTimeZone(), now: deps.clock() }
      const pdf = await deps.store.transaction(async (tx) => {
        const estimate = await shownEstimate(tx, visitor, id)
        const { approval } = clientResponsesOf(await responsesOf(tx).listOf(id), estimate.status)
        const branding = withTimeZone(await tx.getBranding(), options.hostZone)
        // The client is the visitor: their own name and contact details, as on their e-mail.
        const doc = estimateDocument(estimate, visitor.person, branding, approval)
        return renderDocumentPdf(doc, options)
      })
      return { status: 200, body: new BinaryFile(pdf.bytes, pdf.contentType, pdf.fileName) }
    },
  },
  {
    method: 'POST',
    path: '/api/hub/estimates/:id/approve',
    summary: 'Approve the estimate with the typed full name and "I agree": it becomes Accepted',
    handle: async (input, deps, visitor) => ({
      status: 200,
      body: await approveEstimate(input, deps, visitor),
    }),
  },
  {
    method: 'POST',
    path: '/api/hub/estimates/:id/request-changes',
    summary: 'Ask for changes with a message: the estimate goes back to Open for the office',
    handle: async (input, deps, visitor) => ({
      status: 200,
      body: await requestEstimateChanges(input, deps, visitor),
    }),
  },
]
