// When an automatic follow-up is due (issue #30 section 4): days counted on the business's calendar
// (Branding's time zone), never as 24-hour steps, so "3 days after, at 9:00" stays 9:00 across a
// daylight-saving change. Each rule answers the instant it becomes due; the scheduler's SQL asks the
// inverse question (which anchors are due by now?) through anchorCutoff, which agrees with it.
import { TZDate } from '@date-fns/tz'
import type { InvoiceStatus } from '../billing/invoice-status'
import type { JobStatus } from '../projects/job-status'
import type { EstimateStatus } from '../sales/estimate-status'
import type { FollowUpKind } from './follow-up-record'
import type { FollowUpSettings } from './follow-up-settings'

/** The instant `hour`:00 on the local day `days` after the local day of `anchor`, in `zone`. */
export function localDayAt(anchor: number, days: number, hour: number, zone: string): number {
  const local = new TZDate(anchor, zone)
  return new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + days,
    hour,
    0,
    0,
    0,
    zone,
  ).getTime()
}

/**
 * The instant C with: a follow-up `days` local days after `anchor`, at `hour`, is due by `now`
 * exactly when anchor < C. The SQL compares epochs against it (the rules stay here).
 */
export function anchorCutoff(now: number, days: number, hour: number, zone: string): number {
  const today = localDayAt(now, 0, hour, zone)
  // The newest local day whose follow-ups are due: today once its hour has come, else yesterday.
  const newestDueDay = now >= today ? 0 : -1
  return localDayAt(now, newestDueDay - days + 1, 0, zone)
}

export type InvoiceReminderState = {
  status: InvoiceStatus
  due_date: number
  /** Reminders sent automatically so far, and when the last one was. */
  sent: number
  last_sent_at: number | null
}

/**
 * The next automatic reminder of an invoice: its number and when it is due, or null (turned off,
 * not with the client yet, paid, or all sent). Reminder 1 comes `reminder_first_days` after the
 * due date; each next one `reminder_every_days` after the one before was sent.
 */
export function nextInvoiceReminder(
  settings: FollowUpSettings,
  zone: string,
  invoice: InvoiceReminderState,
): { seq: number; due_at: number } | null {
  if (!settings.invoice_reminders_enabled) return null
  // Pending: not sent to the client yet; Paid: nothing to remind of.
  if (invoice.status !== 'Unpaid' && invoice.status !== 'Overdue') return null
  if (invoice.sent >= settings.reminder_max) return null
  const hour = settings.send_hour
  if (invoice.sent === 0 || invoice.last_sent_at === null) {
    return {
      seq: 1,
      due_at: localDayAt(invoice.due_date, settings.reminder_first_days, hour, zone),
    }
  }
  return {
    seq: invoice.sent + 1,
    due_at: localDayAt(invoice.last_sent_at, settings.reminder_every_days, hour, zone),
  }
}

/** An estimate's one follow-up, `estimate_follow_up_days` after it was sent, while still Sent. */
export function estimateFollowUpDueAt(
  settings: FollowUpSettings,
  zone: string,
  estimate: { status: EstimateStatus; sent_at: number | null; followed_up: boolean },
): number | null {
  if (!settings.estimate_follow_up_enabled || estimate.followed_up) return null
  if (estimate.status !== 'Sent' || estimate.sent_at === null) return null
  return localDayAt(estimate.sent_at, settings.estimate_follow_up_days, settings.send_hour, zone)
}

/**
 * A visit's reminder: from `send_hour` of the local day before the job's until that day ends
 * (a job booked for the same day gets none; nor one that has started or is done).
 */
export function visitReminderWindow(
  settings: FollowUpSettings,
  zone: string,
  job: { status: JobStatus; date: number },
): { from: number; until: number } | null {
  if (!settings.visit_reminders_enabled || job.status !== 'Scheduled') return null
  return {
    from: localDayAt(job.date, -1, settings.send_hour, zone),
    until: localDayAt(job.date, 0, 0, zone),
  }
}

/** The instants the scheduler's queries compare with (follow-ups-sql.ts), for one pass at `now`. */
export type FollowUpCutoffs = {
  /** Reminder 1 is due for an invoice whose due_date < this. */
  firstReminder: number
  /** Reminder n > 1 is due when reminder n - 1 was sent before this. */
  nextReminder: number
  /** The follow-up is due for an estimate sent before this. */
  estimateSent: number
  /** A visit reminder is due for a job with visitFrom <= date < visitUntil. */
  visitFrom: number
  visitUntil: number
}

export function followUpCutoffs(
  settings: FollowUpSettings,
  zone: string,
  now: number,
): FollowUpCutoffs {
  const hour = settings.send_hour
  return {
    firstReminder: anchorCutoff(now, settings.reminder_first_days, hour, zone),
    nextReminder: anchorCutoff(now, settings.reminder_every_days, hour, zone),
    estimateSent: anchorCutoff(now, settings.estimate_follow_up_days, hour, zone),
    // The job's local day must be after today (tomorrow or later) ...
    visitFrom: localDayAt(now, 1, 0, zone),
    // ... and its reminder's hour come: the day before the job is today, past send_hour.
    visitUntil: anchorCutoff(now, -1, hour, zone),
  }
}

/** 'Nov 30' in the business's zone: the History's short date. */
export function shortDay(at: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: 'numeric',
  }).format(at)
}

/** The line on the record's History. */
export function followUpHistoryText(
  kind: FollowUpKind,
  at: number,
  zone: string,
  reminder?: { seq: number; max: number },
): string {
  const day = shortDay(at, zone)
  if (kind === 'reminder') {
    return reminder
      ? `Reminder ${reminder.seq} of ${reminder.max} sent ${day}`
      : `Reminder sent ${day}`
  }
  if (kind === 'estimate-follow-up') return `Follow-up sent ${day}`
  return `Visit reminder sent ${day}`
}
