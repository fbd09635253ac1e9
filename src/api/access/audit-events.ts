// What the audit log says of each audited route (issue #20): the kind of event and a line a person
// reads, from the call and its answer. Routes name their event here, so every wording is in one place.
import type { AuditKind } from '../../domain/access/audit'
import type { RouteInput, RouteResult } from '../shared/route-types'

type Event = { kind: AuditKind; summary: string } | null
type Body = Record<string, unknown> | null | undefined

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''
const bodyOf = (value: unknown): Body => (typeof value === 'object' ? (value as Body) : null)

/** A record's name as a person would say it: its name, title or number, else its id. */
export function titleOf(row: Record<string, unknown>): string {
  for (const field of ['name', 'title', 'number', 'label', 'file_name']) {
    if (typeof row[field] === 'string' && row[field] !== '') return row[field]
  }
  const person = [row.first_name, row.last_name].filter((p) => typeof p === 'string').join(' ')
  return person || row.id?.toString() || ''
}

export const deletedEvent =
  (label: string, collection: string) =>
  (input: RouteInput, result: RouteResult): Event =>
    collection === 'users'
      ? { kind: 'user-removed', summary: `Removed the user ${result.subject ?? input.params.id}` }
      : {
          kind: 'delete',
          summary: `Deleted ${label.toLowerCase()} ${result.subject ?? input.params.id}`,
        }

export function createdEvent(collection: string) {
  if (collection === 'payments') {
    return (_input: RouteInput, result: RouteResult): Event => {
      const payment = bodyOf(result.body)
      return {
        kind: 'payment',
        summary: `Recorded a ${text(payment?.method)} payment of ${text(payment?.amount)} on invoice ${text(payment?.invoice_id)}`,
      }
    }
  }
  if (collection === 'users') {
    return (_input: RouteInput, result: RouteResult): Event => {
      const user = bodyOf(result.body)
      return {
        kind: 'user-added',
        summary: `Added ${text(user?.name)} <${text(user?.email)}> as ${text(user?.role)}`,
      }
    }
  }
  return undefined
}

/** A user's role or status changed (other edits of a user are not audited). */
export function userChangedEvent(input: RouteInput, result: RouteResult): Event {
  const patch = bodyOf(input.body)
  const user = bodyOf(result.body)
  const who = `${text(user?.name)} <${text(user?.email)}>`
  if (patch?.active === false) return { kind: 'user-deactivated', summary: `Deactivated ${who}` }
  if (patch?.active === true) return { kind: 'user-reactivated', summary: `Reactivated ${who}` }
  if (typeof patch?.role === 'string') {
    return { kind: 'role-change', summary: `Made ${who} ${text(user?.role)}` }
  }
  return null
}

export const markPaidEvent = (_input: RouteInput, result: RouteResult): Event => {
  const answer = bodyOf(result.body)
  const invoice = bodyOf(answer?.invoice)
  const payment = bodyOf(answer?.payment)
  return {
    kind: 'mark-paid',
    summary: `Marked invoice ${text(invoice?.number)} paid (payment of ${text(payment?.amount)})`,
  }
}

export const resetEvent = (): Event => ({
  kind: 'reset',
  summary: 'Reset all data to the sample data',
})

export const signInLinkEvent = (_input: RouteInput, result: RouteResult): Event => ({
  kind: 'sign-in-link',
  summary: `Made a one-time sign-in link for ${result.subject ?? 'a user'}`,
})

export const inviteEvent = (_input: RouteInput, result: RouteResult): Event => {
  const mail = bodyOf(bodyOf(result.body)?.mail)
  const who = result.subject ?? 'a user'
  return {
    kind: 'sign-in-link',
    summary:
      mail?.status === 'queued'
        ? `Sent an invite to ${who}`
        : `Made an invite for ${who} (${text(mail?.reason) || 'not sent'})`,
  }
}

export const backupEvent = (): Event => ({ kind: 'backup', summary: 'Downloaded a backup' })

export const restoreEvent = (_input: RouteInput, result: RouteResult): Event => {
  const summary = bodyOf(result.body)
  return {
    kind: 'restore',
    summary: `Restored the backup of ${text(summary?.created_at)} (${text(summary?.records)} records, ${text(summary?.files)} files)`,
  }
}
