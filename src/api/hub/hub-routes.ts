// The office's side of the client hub (issue #31 section 1): a client's hub access (links sent, last
// visit, revoked?), "Send hub link" (which lifts a revoke) and "Revoke access" (every link and hub
// session of the client ends at once). Server mode only; the client's own routes are the server's
// (server/hub/hub-http.ts): they read the hub cookie, which the route table never does.
import { z } from 'zod'
import { hubStatusSchema, type HubStatus } from '../../domain/hub/hub-status'
import { OUTBOX_STATUSES } from '../../domain/mail/outbox-message'
import { audited } from '../access/audited'
import { getOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'
import { sendHubLinkMail } from './hub-link-mail'
import { hubOf } from './hub-sessions'

const sentSchema = z.object({
  status: hubStatusSchema,
  message: z.object({
    id: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    last_error: z.string().nullable(),
  }),
})

async function statusOf(tx: StoreTx, personId: string): Promise<HubStatus> {
  const hub = hubOf(tx)
  const links = await hub.linkCounts(personId)
  const access = await hub.getAccess(personId)
  return {
    links_sent: links.count,
    last_sent_at: links.last_created_at,
    last_visit_at: access?.last_visit_at ?? null,
    revoked: access?.revoked_at != null,
  }
}

export function hubRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/persons/:id/hub',
      summary: "A client's hub access: links sent, the last one, the last visit, revoked or not",
      tag: 'crm',
      access: 'hub:read',
      responseSchema: hubStatusSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, 'Person')
        const body = await deps.store.transaction(async (tx) => {
          hubOf(tx)
          await getOrThrow(tx, 'persons', id)
          return statusOf(tx, id)
        })
        return { status: 200, body }
      },
    },
    {
      method: 'POST',
      path: '/api/persons/:id/hub-link',
      summary: 'E-mail the client a fresh hub link (lifts a revoke of their access)',
      tag: 'crm',
      access: 'hub:write',
      responseSchema: sentSchema,
      successStatus: 200,
      audit: (_input, result) => ({
        kind: 'hub-link',
        summary: `Sent a client hub link to ${result.subject ?? 'a client'}`,
      }),
      handle: async (input, deps) => {
        const id = idParam(input, 'Person')
        return deps.store.transaction(async (tx) => {
          const hub = hubOf(tx)
          // The client's row is the lock of every hub change (and a delete of the person waits).
          const person = await getOrThrow(tx, 'persons', id, { forUpdate: true })
          await hub.setRevokedAt(id, null)
          const message = await sendHubLinkMail(
            tx,
            deps,
            person,
            input.grant?.actor?.userId ?? null,
          )
          return audited(tx, input, {
            status: 200,
            body: {
              status: await statusOf(tx, id),
              message: { id: message.id, status: message.status, last_error: message.last_error },
            },
            subject: `${person.name} <${message.to}>`,
          })
        })
      },
    },
    {
      method: 'POST',
      path: '/api/persons/:id/hub-revoke',
      summary:
        'End every hub link and hub session of the client at once; no link is made until the office sends one',
      tag: 'crm',
      access: 'hub:write',
      responseSchema: hubStatusSchema,
      successStatus: 200,
      audit: (_input, result) => ({
        kind: 'hub-revoke',
        summary: `Revoked the client hub access of ${result.subject ?? 'a client'}`,
      }),
      handle: async (input, deps) => {
        const id = idParam(input, 'Person')
        return deps.store.transaction(async (tx) => {
          const hub = hubOf(tx)
          // The client's row is the lock of every hub change: a link being made waits, or is ended.
          const person = await getOrThrow(tx, 'persons', id, { forUpdate: true })
          const now = deps.clock()
          await hub.setRevokedAt(id, now)
          await hub.revokeAll(id, now)
          return audited(tx, input, {
            status: 200,
            body: await statusOf(tx, id),
            subject: person.name,
          })
        })
      },
    },
  ]
}
