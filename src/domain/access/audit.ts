// The audit log (issue #20): who signed in (or tried), changed a role, deleted, marked paid,
// recorded a payment, reset the data, imported a CSV file or undid an import, and when. Entries
// are written by the server only, never changed, and outlive the user they name (they keep the
// name and e-mail of the time).
import { z } from 'zod'

export const AUDIT_KINDS = [
  'setup',
  'sign-in',
  'sign-in-failed',
  'password-set',
  'password-changed',
  'password-reset-asked',
  'user-added',
  'user-removed',
  'role-change',
  'user-deactivated',
  'user-reactivated',
  'sign-in-link',
  'delete',
  'mark-paid',
  'payment',
  'reset',
  'backup',
  'restore',
  'import',
  'import-undo',
  'hub-link',
  'hub-revoke',
  // A client's actions in the client hub (issue #31), by "Client: {name}".
  'hub-approve',
  'hub-changes',
  'hub-pay',
  'hub-confirm',
  'hub-request',
  // Time (issue #32 section 3): corrections of entries, and timesheets submitted, approved or sent back.
  'time-entry',
  'timesheet',
] as const
export type AuditKind = (typeof AUDIT_KINDS)[number]

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.number(),
  /** The user who acted, or null (a failed sign-in for an unknown e-mail). */
  user_id: z.string().nullable(),
  /** Who acted, as they were named then: "Name <e-mail>", or the e-mail a failed sign-in tried. */
  actor: z.string(),
  kind: z.enum(AUDIT_KINDS),
  summary: z.string(),
  /** The client's address (behind a proxy: with TRUST_PROXY). */
  address: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditQuerySchema = z
  .object({
    user_id: z.uuid({ message: 'user_id must be a user id' }).optional(),
    kind: z
      .enum(AUDIT_KINDS, { message: `kind must be one of: ${AUDIT_KINDS.join(', ')}` })
      .optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(200, 'limit must be at most 200')
      .default(50),
    cursor: z.string().max(200, 'cursor is too long').optional(),
  })
  .strict()
export type AuditQuery = z.infer<typeof auditQuerySchema>

export const actorLabel = (user: { name: string; email: string }) => `${user.name} <${user.email}>`
