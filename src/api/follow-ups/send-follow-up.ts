// One automatic follow-up (issue #30 section 4, decision 044), in one transaction: claim the record's
// follow-up (another server's pass that holds it wins, and this one skips quietly), check again that
// it is due now, render the kind's template, queue the e-mail under a dedupe key, record it as sent
// and write the record's History line. The scheduler (server/mail/follow-up-scheduler.ts) finds the
// candidates; nothing here trusts its answer.
import type { HistoryCollection, StoredRecordEvent } from '../../domain/history/record-event'
import {
  estimateFollowUpDueAt,
  followUpHistoryText,
  nextInvoiceReminder,
  visitReminderWindow,
} from '../../domain/mail/follow-up-due'
import type { FollowUpKind, StoredFollowUp } from '../../domain/mail/follow-up-record'
import type { FollowUpSettings } from '../../domain/mail/follow-up-settings'
import { templateText } from '../../domain/mail/mail-template'
import { visitMail } from '../../domain/mail/visit-mail'
import { withTimeZone } from '../../domain/settings/branding'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { randomId } from '../../domain/shared/ids'
import {
  enqueueMail,
  outboxDeps,
  undeliverableReason,
  type EnqueueMailInput,
} from '../mail/enqueue-mail'
import { mailBrandingOf } from '../mail/mail-branding'
import type { MailRenderer } from '../mail/mail-renderer'
import { hubLinkFor } from '../hub/hub-links'
import { documentDraft, renderDraft, withHubLink, type DocumentDraft } from '../mail/send-document'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import type { FollowUpsTx } from './follow-ups-store'

export type FollowUpCandidate = { kind: FollowUpKind; record_id: string }

/** What a follow-up needs of its host: the outbox's settings, the renderers and the clock. */
export type FollowUpDeps = Pick<ApiDeps, 'clock' | 'mail' | 'renderMail' | 'renderPdf'>

/** sent; not due (any more, or for this client); taken: another transaction holds or sent it. */
export type FollowUpOutcome = 'sent' | 'not-due' | 'taken'

/** Thrown to roll the transaction back when the follow-up was recorded meanwhile. */
export class FollowUpTaken extends Error {
  constructor() {
    super('The follow-up was sent by another pass')
  }
}

type Ready = {
  collection: HistoryCollection
  seq: number
  due_key: string
  history: string
  mail: Pick<EnqueueMailInput, 'to' | 'subject' | 'html' | 'text' | 'attachments' | 'secret'>
}

type Context = {
  tx: StoreTx
  deps: FollowUpDeps & { renderMail: MailRenderer }
  followUps: FollowUpsTx
  settings: FollowUpSettings
  zone: string
  now: number
  sent: StoredFollowUp[]
  id: string
}

/** The client's address, or null: no address, or marked for no automatic e-mail. */
async function clientAddress(ctx: Context, personId: string): Promise<string | null> {
  const person = await ctx.tx.get('persons', personId)
  const email = typeof person?.email === 'string' ? person.email.trim() : ''
  if (email === '' || (await ctx.followUps.isOptedOut(personId))) return null
  return email
}

/** A document's e-mail with the client's hub link (none for a revoked client). */
async function linkedMail(ctx: Context, draft: DocumentDraft): Promise<Ready['mail']> {
  const linked = await withHubLink(ctx.tx, ctx.deps, draft, null)
  return {
    to: draft.clientEmail,
    ...(await renderDraft(ctx.tx, ctx.deps.renderMail, linked)),
    secret: Boolean(linked.values.link),
  }
}

async function invoiceReminder(ctx: Context): Promise<Ready | null> {
  const invoice = await ctx.tx.get('invoices', ctx.id, { forUpdate: true })
  if (!invoice) return null
  const next = nextInvoiceReminder(ctx.settings, ctx.zone, {
    status: invoice.status,
    due_date: invoice.due_date,
    sent: ctx.sent.length,
    last_sent_at: ctx.sent.at(-1)?.sent_at ?? null,
  })
  if (!next || next.due_at > ctx.now) return null
  if ((await clientAddress(ctx, invoice.client_person_id)) === null) return null
  const draft = await documentDraft(ctx.tx, ctx.deps, 'reminder', ctx.id, { now: ctx.now })
  const reminder = { seq: next.seq, max: ctx.settings.reminder_max }
  return {
    collection: 'invoices',
    seq: next.seq,
    due_key: String(next.seq),
    history: followUpHistoryText('reminder', ctx.now, ctx.zone, reminder),
    mail: await linkedMail(ctx, draft),
  }
}

/** When the estimate was last sent: its newest status change to Sent on its History. */
async function sentAt(tx: StoreTx, id: string): Promise<number | null> {
  let cursor: string | null = null
  do {
    const page: { items: StoredRecordEvent[]; next_cursor: string | null } | undefined =
      await tx.events?.listOf('estimates', id, { limit: 50, cursor, onlyFields: ['status'] })
    const event = page?.items.find((e) => e.kind === 'status-changed' && e.data.to === 'Sent')
    if (event) return event.at
    cursor = page?.next_cursor ?? null
  } while (cursor !== null)
  return null
}

async function estimateFollowUp(ctx: Context): Promise<Ready | null> {
  const estimate = await ctx.tx.get('estimates', ctx.id, { forUpdate: true })
  if (!estimate) return null
  const dueAt = estimateFollowUpDueAt(ctx.settings, ctx.zone, {
    status: estimate.status,
    sent_at: await sentAt(ctx.tx, ctx.id),
    followed_up: ctx.sent.length > 0,
  })
  if (dueAt === null || dueAt > ctx.now) return null
  if ((await clientAddress(ctx, estimate.client_person_id)) === null) return null
  const draft = await documentDraft(ctx.tx, ctx.deps, 'estimate-follow-up', ctx.id, {
    now: ctx.now,
  })
  return {
    collection: 'estimates',
    seq: 1,
    due_key: '1',
    history: followUpHistoryText('estimate-follow-up', ctx.now, ctx.zone),
    mail: await linkedMail(ctx, draft),
  }
}

async function visitReminder(ctx: Context): Promise<Ready | null> {
  const job = await ctx.tx.get('jobs', ctx.id, { forUpdate: true })
  if (!job) return null
  const window = visitReminderWindow(ctx.settings, ctx.zone, job)
  if (!window || ctx.now < window.from || ctx.now >= window.until) return null
  // One per visit: a job moved to another day gets a reminder for its new date.
  const dueKey = String(job.date)
  if (ctx.sent.some((s) => s.due_key === dueKey)) return null
  const to = await clientAddress(ctx, job.client_person_id)
  if (to === null) return null
  const client = await ctx.tx.get('persons', job.client_person_id)
  const branding = await ctx.tx.getBranding()
  const { values, summary } = visitMail(job, String(client?.name ?? ''), ctx.zone)
  const link = await hubLinkFor(ctx.tx, ctx.deps, job.client_person_id)
  const rendered = await ctx.deps.renderMail({
    kind: 'visit-reminder',
    template: templateText('visit-reminder', await ctx.tx.mailTemplates?.get('visit-reminder')),
    values: { ...values, link },
    branding: mailBrandingOf(branding),
    summary,
  })
  return {
    collection: 'jobs',
    seq: ctx.sent.length + 1,
    due_key: dueKey,
    history: followUpHistoryText('visit-reminder', ctx.now, ctx.zone),
    mail: { to, ...rendered, secret: link !== '' },
  }
}

const HISTORY_KIND: Record<FollowUpKind, string> = {
  reminder: 'reminder-sent',
  'estimate-follow-up': 'follow-up-sent',
  'visit-reminder': 'visit-reminder-sent',
}

/**
 * Sends `candidate`'s follow-up if it is due at `now`. Throws FollowUpTaken when another
 * transaction recorded it first: the caller's transaction must roll back (nothing is sent twice).
 */
export async function sendFollowUp(
  tx: StoreTx,
  deps: FollowUpDeps,
  candidate: FollowUpCandidate,
  now: number,
): Promise<FollowUpOutcome> {
  const { followUps } = tx
  const renderMail = deps.renderMail
  // The demo, or a server without e-mail: nothing goes out on its own.
  if (!followUps || !tx.outbox || !deps.mail || !renderMail) return 'not-due'
  // No sender address yet: a follow-up recorded now could never go out, so none is (until there is).
  if ((await undeliverableReason(tx, deps.mail)) !== null) return 'not-due'
  const { kind, record_id: id } = candidate
  if (!(await followUps.tryClaim(kind, id))) return 'taken'
  const ctx: Context = {
    tx,
    deps: { ...deps, renderMail },
    followUps,
    settings: await followUps.getSettings(),
    zone: withTimeZone(await tx.getBranding(), hostTimeZone()).time_zone,
    now,
    sent: await followUps.sentFor(kind, id),
    id,
  }
  const ready =
    kind === 'reminder'
      ? await invoiceReminder(ctx)
      : kind === 'estimate-follow-up'
        ? await estimateFollowUp(ctx)
        : await visitReminder(ctx)
  if (ready === null) return 'not-due'
  const message = await enqueueMail(tx, outboxDeps(deps as ApiDeps), {
    kind,
    ...ready.mail,
    about: { collection: ready.collection, id },
    createdBy: null,
    dedupeKey: `auto:${kind}:${id}:${ready.due_key}`,
  })
  const recorded = await followUps.record({
    id: randomId(),
    kind,
    record_id: id,
    seq: ready.seq,
    due_key: ready.due_key,
    sent_at: now,
    outbox_id: message.id,
  })
  if (!recorded) throw new FollowUpTaken()
  await tx.events?.add({
    collection: ready.collection,
    record_id: id,
    kind: HISTORY_KIND[kind],
    text: ready.history,
    field: null,
    data: { seq: ready.seq, outbox_id: message.id },
    at: now,
  })
  return 'sent'
}
