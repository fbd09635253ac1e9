// The routes that send a document to its client (issue #30 section 3): Send to Client for an
// estimate (sales:write), Send Invoice and Send Reminder for an invoice (billing:write), and the
// preview the send dialog opens with (the same permission: what would be sent).
import { z } from 'zod'
import { OUTBOX_STATUSES } from '../../domain/mail/outbox-message'
import { resourceOrThrow } from '../records/records'
import type { ApiDeps } from '../shared/deps'
import { idParam, type ApiRoute, type RouteInput } from '../shared/route-types'
import { mailPreview, sendDocumentCommand, sendMailInput } from './send-document'

type SendKind = 'estimate' | 'invoice' | 'reminder'

const previewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  message: z.string(),
  attachment: z.string(),
  can_send: z.boolean(),
})

const sendResponse = (recordSchema: z.ZodType) =>
  z.object({
    record: recordSchema,
    message: z
      .object({
        id: z.string(),
        status: z.enum(OUTBOX_STATUSES),
        last_error: z.string().nullable(),
      })
      .nullable(),
  })

function send(kind: SendKind, label: string) {
  return async (input: RouteInput, deps: ApiDeps) => {
    const id = idParam(input, label)
    const result = await deps.store.transaction((tx) =>
      sendDocumentCommand(tx, deps, kind, id, input.body, {
        grant: input.grant,
        now: deps.clock(),
        actorId: input.grant?.actor?.userId ?? null,
      }),
    )
    return { status: 200, body: result }
  }
}

function previewHandler(kind: SendKind, label: string) {
  return async (input: RouteInput, deps: ApiDeps) => {
    const id = idParam(input, label)
    const body = await deps.store.transaction((tx) =>
      mailPreview(tx, deps, kind, id, { grant: input.grant, now: deps.clock() }),
    )
    return { status: 200, body }
  }
}

export function sendRoutes(): ApiRoute[] {
  const estimates = resourceOrThrow('estimates')
  const invoices = resourceOrThrow('invoices')
  /** The POST that sends, or (`preview`) the GET that answers what it would send. */
  const route = (
    path: string,
    kind: SendKind,
    summary: string,
    access: 'sales:write' | 'billing:write',
    preview?: 'preview',
  ): ApiRoute => {
    const resource = kind === 'estimate' ? estimates : invoices
    const common = { path, summary, tag: resource.name, access, successStatus: 200 } as const
    return preview
      ? {
          ...common,
          method: 'GET',
          responseSchema: previewSchema,
          handle: previewHandler(kind, resource.label),
        }
      : {
          ...common,
          method: 'POST',
          bodySchema: sendMailInput,
          responseSchema: sendResponse(resource.schema),
          handle: send(kind, resource.label),
        }
  }
  return [
    route(
      '/api/estimates/:id/send',
      'estimate',
      "Send to Client: e-mail the estimate's PDF to the client and mark it Sent, in one transaction",
      'sales:write',
    ),
    route(
      '/api/estimates/:id/send-preview',
      'estimate',
      'The e-mail Send to Client would send (to, subject, message, attachment)',
      'sales:write',
      'preview',
    ),
    route(
      '/api/invoices/:id/send',
      'invoice',
      "Send Invoice: e-mail the invoice's PDF to the client; a Pending invoice becomes Unpaid",
      'billing:write',
    ),
    route(
      '/api/invoices/:id/send-preview',
      'invoice',
      'The e-mail Send Invoice would send',
      'billing:write',
      'preview',
    ),
    route(
      '/api/invoices/:id/send-reminder',
      'reminder',
      "Send Reminder: e-mail a reminder with the invoice's PDF; History records it",
      'billing:write',
    ),
    route(
      '/api/invoices/:id/reminder-preview',
      'reminder',
      'The e-mail Send Reminder would send',
      'billing:write',
      'preview',
    ),
  ]
}
