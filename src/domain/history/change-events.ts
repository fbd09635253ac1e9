// Which History events a change makes (pure): a record created, its status moved, a crew assigned
// to a job, a payment recorded against an invoice. The use cases' one write path
// (api/records/records.ts) asks this for every row it saves.
import { formatMoney } from '../shared/money'
import { jobStatusLabel, type JobStatus } from '../projects/job-status'
import { isHistoryCollection, type RecordEventInput } from './record-event'

type Fields = Record<string, unknown> & { id: string }

/** What the caller looked up for the words of an event (a crew's name). */
export type ChangeLabels = { crewName?: string | null }

const created = (collection: RecordEventInput['collection'], row: Fields): RecordEventInput => ({
  collection,
  record_id: row.id,
  kind: 'created',
  text: 'Created',
  field: 'created_at',
})

function statusText(collection: string, before: unknown, after: unknown): string {
  if (collection === 'estimates') {
    if (after === 'Sent') return 'Sent'
    if (after === 'Accepted') return 'Accepted'
    if (after === 'Open' && before !== 'Open') return 'Declined: back to Open'
  }
  if (collection === 'jobs') return `Status changed to ${jobStatusLabel(after as JobStatus)}`
  return `Status changed to ${String(after)}`
}

/** The events of writing `after` over `before` (null: a new row) of `collection`. */
export function changeEvents(
  collection: string,
  before: Fields | null,
  after: Fields,
  labels: ChangeLabels = {},
): RecordEventInput[] {
  if (collection === 'payments') {
    const invoiceId = after.invoice_id
    if (before !== null || typeof invoiceId !== 'string') return []
    const amount = typeof after.amount === 'number' ? after.amount : 0
    const method = typeof after.method === 'string' ? ` (${after.method})` : ''
    return [
      {
        collection: 'invoices',
        record_id: invoiceId,
        kind: 'payment-recorded',
        // A refund is a payment row of the negative amount (decision 047): said as one, positive.
        text:
          amount < 0
            ? `Refund of ${formatMoney(-amount)} recorded${method}`
            : `Payment of ${formatMoney(amount)} recorded${method}`,
        field: null,
        data: { payment_id: after.id, amount },
      },
    ]
  }
  if (!isHistoryCollection(collection)) return []
  if (before === null) return [created(collection, after)]
  const events: RecordEventInput[] = []
  const event = (kind: string, text: string, field: string, data?: Record<string, unknown>) =>
    events.push({ collection, record_id: after.id, kind, text, field, ...(data ? { data } : {}) })
  if ('status' in after && after.status !== before.status) {
    event('status-changed', statusText(collection, before.status, after.status), 'status', {
      from: before.status,
      to: after.status,
    })
  }
  if (collection === 'estimates' && !before.job_id && typeof after.job_id === 'string') {
    event('converted', 'Converted to job', 'job_id', { job_id: after.job_id })
  }
  if (collection === 'jobs' && after.assigned_crew_id !== before.assigned_crew_id) {
    const crew = labels.crewName ? `: ${labels.crewName}` : ''
    if (typeof after.assigned_crew_id === 'string') {
      event('crew-assigned', `Crew assigned${crew}`, 'assigned_crew_id', {
        crew_id: after.assigned_crew_id,
      })
    } else {
      event('crew-removed', 'Crew removed', 'assigned_crew_id')
    }
  }
  return events
}
