// A job's costing (GET /api/jobs/:id/costing): the crew's hours on it, at each member's hourly rate,
// against the amounts of the invoices linked to the job.
import { toCents } from '../shared/money'
import { hoursOf, toHundredths } from './hundredths'
import type { JobCosting } from './time-api'

const HOUR = 3_600_000

export type MemberJobTime = { employee_id: string; name: string; hourly_rate: number; ms: number }

export function jobCosting(
  members: readonly MemberJobTime[],
  invoices: readonly { amount: number }[],
): JobCosting {
  const rows = members
    .filter((m) => m.ms > 0)
    .map((m) => ({
      employee_id: m.employee_id,
      name: m.name,
      hundredths: toHundredths(m.ms),
      rate: m.hourly_rate,
      cost_cents: Math.round((toCents(m.hourly_rate) * m.ms) / HOUR),
    }))
  const labour = rows.reduce((sum, r) => sum + r.cost_cents, 0)
  const invoiced = invoices.reduce((sum, invoice) => sum + toCents(invoice.amount), 0)
  return {
    hours: hoursOf(rows.reduce((sum, r) => sum + r.hundredths, 0)),
    labour_cost_cents: labour,
    invoiced_cents: invoiced,
    margin_cents: invoiced - labour,
    members: rows.map(({ hundredths, ...r }) => ({ ...r, hours: hoursOf(hundredths) })),
  }
}
