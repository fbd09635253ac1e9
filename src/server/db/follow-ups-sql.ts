// The scheduler's search for due follow-ups (decision 044): one query per kind, comparing epochs with
// the cutoffs the domain computed for this pass (follow-up-due.ts: the day arithmetic stays there),
// a page at a time in id order. A candidate is only a suspect: send-follow-up.ts checks it again in
// its own transaction. Clients without an address or marked for no automatic e-mail are left out
// here, so they are not looked at again on every pass.
import { sql, type SQL } from 'drizzle-orm'
import type { FollowUpCutoffs } from '../../domain/mail/follow-up-due'
import type { FollowUpKind } from '../../domain/mail/follow-up-record'
import type { Executor } from './executor'

export type CandidatePage = { after: string | null; limit: number }

/** The client of the record `alias` may hear from us on its own. */
const clientMayHear = (alias: SQL) => sql`EXISTS (
  SELECT 1 FROM persons p WHERE p.id = ${alias}.client_person_id AND btrim(p.email) <> ''
    AND NOT EXISTS (SELECT 1 FROM client_mail_settings c
      WHERE c.person_id = p.id AND c.no_automatic_reminders))`

const afterId = (alias: SQL, after: string | null) =>
  after === null ? sql`true` : sql`${alias}.id > ${after}::uuid`

async function ids(db: Executor, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

/** Unpaid invoices whose next reminder's day and hour have come. */
export function dueInvoiceReminders(
  db: Executor,
  cut: FollowUpCutoffs,
  max: number,
  page: CandidatePage,
): Promise<string[]> {
  const i = sql.raw('i')
  return ids(
    db,
    sql`SELECT i.id FROM invoices i
      LEFT JOIN LATERAL (
        SELECT count(*) AS n, max(f.sent_at) AS last FROM follow_ups f
        WHERE f.kind = 'reminder' AND f.record_id = i.id) f ON true
      WHERE i.status IN ('Unpaid', 'Overdue') AND i.due_date < ${cut.firstReminder}
        AND (f.n = 0 OR (f.n < ${max} AND f.last < ${cut.nextReminder}))
        AND ${afterId(i, page.after)} AND ${clientMayHear(i)}
      ORDER BY i.id LIMIT ${page.limit}`,
  )
}

/** Estimates still Sent, sent long enough ago, not followed up yet. */
export function dueEstimateFollowUps(
  db: Executor,
  cut: FollowUpCutoffs,
  page: CandidatePage,
): Promise<string[]> {
  const e = sql.raw('e')
  return ids(
    db,
    sql`SELECT e.id FROM estimates e
      WHERE e.status = 'Sent' AND ${afterId(e, page.after)}
        AND NOT EXISTS (SELECT 1 FROM follow_ups f
          WHERE f.kind = 'estimate-follow-up' AND f.record_id = e.id)
        AND (SELECT max(ev.at) FROM record_events ev
          WHERE ev.collection = 'estimates' AND ev.record_id = e.id
            AND ev.kind = 'status-changed' AND ev.data->>'to' = 'Sent') < ${cut.estimateSent}
        AND ${clientMayHear(e)}
      ORDER BY e.id LIMIT ${page.limit}`,
  )
}

/** Scheduled jobs tomorrow (the business's tomorrow) whose visit has no reminder yet. */
export function dueVisitReminders(
  db: Executor,
  cut: FollowUpCutoffs,
  page: CandidatePage,
): Promise<string[]> {
  const j = sql.raw('j')
  return ids(
    db,
    sql`SELECT j.id FROM jobs j
      WHERE j.status = 'Scheduled' AND j.date >= ${cut.visitFrom} AND j.date < ${cut.visitUntil}
        AND ${afterId(j, page.after)}
        AND NOT EXISTS (SELECT 1 FROM follow_ups f
          WHERE f.kind = 'visit-reminder' AND f.record_id = j.id AND f.due_key = j.date::text)
        AND ${clientMayHear(j)}
      ORDER BY j.id LIMIT ${page.limit}`,
  )
}

export type CandidateFinder = (db: Executor, page: CandidatePage) => Promise<string[]>

/** The finders of the kinds turned on, for one pass. */
export function candidateFinders(
  settings: {
    invoice_reminders_enabled: boolean
    reminder_max: number
    estimate_follow_up_enabled: boolean
    visit_reminders_enabled: boolean
  },
  cut: FollowUpCutoffs,
): [FollowUpKind, CandidateFinder][] {
  const finders: [FollowUpKind, CandidateFinder][] = []
  if (settings.invoice_reminders_enabled) {
    finders.push([
      'reminder',
      (db, page) => dueInvoiceReminders(db, cut, settings.reminder_max, page),
    ])
  }
  if (settings.estimate_follow_up_enabled) {
    finders.push(['estimate-follow-up', (db, page) => dueEstimateFollowUps(db, cut, page)])
  }
  if (settings.visit_reminders_enabled) {
    finders.push(['visit-reminder', (db, page) => dueVisitReminders(db, cut, page)])
  }
  return finders
}
