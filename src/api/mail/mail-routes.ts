// Outgoing e-mail (issue #30): the mail server's status, a test e-mail, and the outbox with its
// "Resend". Server mode only: the browser-only demo answers that it sends no e-mail.
import { z } from 'zod'
import { readsAllOf, visibleRecord } from '../access/visible-fields'
import { titleOf } from '../access/audit-events'
import {
  canResend,
  mailAddressSchema,
  NOT_SENT_NO_SMS_PROVIDER,
  OUTBOX_STATUSES,
  summaryOf,
  type OutboxSummary,
} from '../../domain/mail/outbox-message'
import { getResource } from '../../domain/resources'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { ApiDeps } from '../shared/deps'
import type { Grant } from '../access/authorize'
import type { ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'
import { enqueueMail, mailOf, undeliverableReason } from './enqueue-mail'
import { senderOf } from './mail-settings'
import { testMessage } from './test-message'

export const mailStatusSchema = z.object({
  configured: z.boolean(),
  /** host:port of the mail server; never its user name or password. */
  server: z.string().nullable(),
  /** The From of every message, or null: no sender (MAIL_FROM or the business e-mail). */
  from: z.string().nullable(),
  reply_to: z.string().nullable(),
  public_url: z.string(),
  public_url_set: z.boolean(),
})
export type MailStatus = z.infer<typeof mailStatusSchema>

const testBody = z.object({ to: mailAddressSchema }).strict()

const listQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
})

export type OutboxItem = Omit<OutboxSummary, 'about'> & {
  about: { collection: string; id: string; label: string | null } | null
}

/** What a message is about, named only to who reads that collection's records in full. */
async function aboutOf(
  tx: StoreTx,
  grant: Grant | undefined,
  summary: OutboxSummary,
): Promise<OutboxItem['about']> {
  const about = summary.about
  if (!about) return null
  if (!getResource(about.collection) || !readsAllOf(grant)(about.collection)) {
    return { ...about, label: null }
  }
  const row = await tx.get(about.collection, about.id)
  return { ...about, label: row ? titleOf(visibleRecord(about.collection, grant, row)) : null }
}

async function itemOf(tx: StoreTx, grant: Grant | undefined, summary: OutboxSummary) {
  return { ...summary, about: await aboutOf(tx, grant, summary) }
}

export async function mailStatus(deps: ApiDeps): Promise<MailStatus> {
  return deps.store.read(async (tx) => {
    const { mail } = mailOf(tx, deps)
    return {
      configured: mail.server !== null,
      server: mail.server,
      from: senderOf(mail, await tx.getBranding()),
      reply_to: mail.replyTo,
      public_url: mail.publicUrl,
      public_url_set: mail.publicUrlIsSet,
    }
  })
}

export function mailRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/mail/status',
      summary:
        'Whether a mail server is set up (host and port only), the sender, the reply-to and the public URL links are built from',
      tag: 'mail',
      access: 'mail:read',
      responseSchema: mailStatusSchema,
      successStatus: 200,
      handle: async (_input, deps) => ({ status: 200, body: await mailStatus(deps) }),
    },
    {
      method: 'POST',
      path: '/api/mail/test',
      summary:
        'Send a test e-mail through the outbox (recorded as not sent while no mail server is set up)',
      tag: 'mail',
      access: 'mail:write',
      bodySchema: testBody,
      successStatus: 201,
      handle: async (input, deps) => {
        const { to } = parseOrThrow(testBody, input.body)
        const body = await deps.store.transaction(async (tx) => {
          const branding = await tx.getBranding()
          const message = await enqueueMail(tx, deps, {
            ...testMessage(branding.business_name, mailOf(tx, deps).mail.publicLink('/')),
            kind: 'test',
            to,
            createdBy: input.grant?.actor?.userId ?? null,
          })
          return itemOf(tx, input.grant, summaryOf(message))
        })
        return { status: 201, body }
      },
    },
    {
      method: 'GET',
      path: '/api/outbox',
      summary:
        'The outbox, newest first: to, subject, kind, what it is about, status, attempts, last error and times (never the bodies)',
      tag: 'mail',
      access: 'mail:read',
      querySchema: listQuery,
      successStatus: 200,
      handle: async (input, deps) => {
        const query = parseOrThrow(listQuery, input.query, 'Invalid query')
        const body = await deps.store.transaction(async (tx) => {
          const page = await mailOf(tx, deps).outbox.list(query)
          const items: OutboxItem[] = []
          for (const summary of page.items) items.push(await itemOf(tx, input.grant, summary))
          return { items, next_cursor: page.next_cursor }
        })
        return { status: 200, body }
      },
    },
    {
      method: 'POST',
      path: '/api/outbox/:id/resend',
      summary:
        'Put a failed or not-sent message back in the queue (refused while no mail server is set up)',
      tag: 'mail',
      access: 'mail:write',
      successStatus: 200,
      handle: async (input, deps) => {
        const id = input.params.id ?? ''
        const body = await deps.store.transaction(async (tx) => {
          const { outbox, mail } = mailOf(tx, deps)
          const message = await outbox.get(id, { forUpdate: true })
          if (!message) throw new AppError('NOT_FOUND', 'Message not found')
          if (!canResend(message.status)) {
            throw new AppError(
              'INVALID_STATE',
              `Only a failed or not-sent message can be sent again; this one is ${message.status.replace('_', ' ')}`,
            )
          }
          // A text needs the SMS provider, an e-mail the mail server and a sender.
          const reason =
            message.channel === 'sms'
              ? deps.sms
                ? null
                : NOT_SENT_NO_SMS_PROVIDER
              : await undeliverableReason(tx, mail)
          if (reason !== null) throw new AppError('INVALID_STATE', reason)
          if (message.secret && message.html === '' && message.text === '') {
            throw new AppError(
              'INVALID_STATE',
              'This message came from a backup without its link: send a new one instead',
            )
          }
          const queued = await outbox.resend(id, deps.clock())
          return itemOf(tx, input.grant, summaryOf(queued ?? message))
        })
        return { status: 200, body }
      },
    },
  ]
}
