// Users & Roles beyond the generic user routes (issue #20): the audit log, the one-time link that
// sets a user's password, and the invite that e-mails it (issue #30). Only the server keeps
// accounts; the demo answers that it has no sign-in.
import { z } from 'zod'
import { auditEntrySchema, auditQuerySchema } from '../../domain/access/audit'
import { parseOrThrow } from '../../domain/shared/app-error'
import { auditPage } from './audit'
import { inviteEvent, signInLinkEvent } from './audit-events'
import { mailOutcomeOf, sendAccountMail } from '../auth/account-mail'
import { createSetPasswordLink } from '../auth/set-password'
import { OUTBOX_STATUSES } from '../../domain/mail/outbox-message'
import { audited } from './audited'
import { idParam, type ApiRoute } from '../shared/route-types'
import type { RowOf } from '../shared/store'

const inviteAnswerSchema = z.object({
  path: z.string(),
  expires_at: z.number(),
  mail: z.object({
    id: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    /** Why it was not queued ("Not sent: no mail server is set up"), or null. */
    reason: z.string().nullable(),
  }),
})

export function userRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/audit-log',
      summary:
        'The audit log, newest first: sign-ins (and failures), role changes, deletes, mark-paid, payments, resets',
      tag: 'users',
      access: 'users:manage',
      querySchema: auditQuerySchema,
      responseSchema: z.object({
        items: z.array(auditEntrySchema),
        next_cursor: z.string().nullable(),
      }),
      successStatus: 200,
      handle: async (input, deps) => {
        const query = parseOrThrow(auditQuerySchema, input.query, 'Invalid audit log query')
        return { status: 200, body: await deps.store.read((tx) => auditPage(tx, query)) }
      },
    },
    {
      method: 'POST',
      path: '/api/users/:id/set-password-link',
      summary:
        'A one-time link (valid 72 hours) that sets this user’s password and signs them in; the token is in its #fragment',
      tag: 'users',
      access: 'users:manage',
      responseSchema: z.object({ path: z.string(), expires_at: z.number() }),
      successStatus: 201,
      audit: signInLinkEvent,
      handle: async (input, deps) => {
        const answer = ({ link, user }: { link: unknown; user: RowOf<'users'> }) => ({
          status: 201,
          body: link,
          subject: `${user.name} <${user.email}>`,
        })
        const made = await createSetPasswordLink(deps, idParam(input, 'User'), (tx, link) =>
          audited(tx, input, answer(link)),
        )
        return answer(made)
      },
    },
    {
      method: 'POST',
      path: '/api/users/:id/invite',
      summary:
        'Makes a one-time link (valid 72 hours) and e-mails it to the user; answers the link (to copy) and whether the e-mail was queued or not sent, and why',
      tag: 'users',
      access: 'users:manage',
      responseSchema: inviteAnswerSchema,
      successStatus: 201,
      audit: inviteEvent,
      handle: async (input, deps) => {
        // Set inside the link's transaction, where the e-mail is written with the link.
        let mail: ReturnType<typeof mailOutcomeOf> | null = null
        const answer = ({ link, user }: { link: object; user: RowOf<'users'> }) => ({
          status: 201,
          body: { ...link, mail },
          subject: `${user.name} <${user.email}>`,
        })
        const made = await createSetPasswordLink(deps, idParam(input, 'User'), async (tx, link) => {
          const message = await sendAccountMail(
            tx,
            deps,
            'invite',
            link.user,
            link.link.path,
            input.grant?.actor?.userId ?? null,
          )
          mail = mailOutcomeOf(message)
          return audited(tx, input, answer(link))
        })
        return answer(made)
      },
    },
  ]
}
