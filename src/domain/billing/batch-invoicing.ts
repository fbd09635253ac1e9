// Batch invoicing, "Invoice completed work" (issue #34 section 4, decision 059): the done jobs
// (visits) of a period not invoiced yet, for one client or all, as one invoice per client with one
// line per visit. The preview and the create read the same plan; the create names the visits the
// preview showed, and the API refuses any that another invoice bills meanwhile.
import { z } from 'zod'
import type { Job } from '../projects/job'
import type { Estimate } from '../sales/estimate'
import { estimateFigures, type DocumentRates } from '../sales/estimate-figures'
import { epochMsSchema, idSchema } from '../shared/fields'
import { fromCents } from '../shared/money'
import type { InvoiceLine } from './invoice-lines'

export const BATCH_PERIOD_MESSAGE = 'The period must start before it ends, and span at most a year'
const YEAR_MS = 366 * 86_400_000

/** Which work: done jobs dated from `from` to `to` (epoch ms, both included), one client or all. */
export const batchPreviewInput = z
  .object({
    from: epochMsSchema,
    to: epochMsSchema,
    client_person_id: idSchema.nullable().default(null),
  })
  .strict()
  .refine((p) => p.from <= p.to && p.to - p.from <= YEAR_MS, {
    message: BATCH_PERIOD_MESSAGE,
    path: ['to'],
  })
export type BatchPreviewInput = z.output<typeof batchPreviewInput>

export const BATCH_EMPTY_MESSAGE = 'Choose at least one visit to invoice'

/** The visits the preview showed (at most 500 in one batch). */
export const batchCreateInput = z
  .object({
    job_ids: z
      .array(idSchema)
      .min(1, BATCH_EMPTY_MESSAGE)
      .max(500, 'At most 500 visits in one batch')
      .transform((ids) => [...new Set(ids)]),
  })
  .strict()

/** A visit's price: the estimate converted to it, its taxable and untaxed parts. */
export type VisitPrice = { taxable_cents: number; untaxed_cents: number }

export function visitPrice(estimate: Pick<Estimate, 'line_items'> | null): VisitPrice | null {
  if (!estimate) return null
  const all = estimateFigures(estimate.line_items, { tax: 0, round_totals: false })
  const taxable = all.taxable_cents
  if (all.subtotal_cents <= 0) return null
  return { taxable_cents: taxable, untaxed_cents: all.subtotal_cents - taxable }
}

/** 'Spring clean-up (Nov 3, 2026)' */
export function visitLineText(job: Pick<Job, 'title' | 'date'>, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone || 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(job.date)
  return `${job.title} (${day})`
}

/**
 * A visit's line: one line at its price; a visit whose estimate mixes taxed and untaxed items gets
 * its untaxed part as a second line, so the tax stays right.
 */
export function visitLines(
  job: Pick<Job, 'id' | 'title' | 'date'>,
  price: VisitPrice,
  timeZone: string,
): InvoiceLine[] {
  const desc = visitLineText(job, timeZone)
  const line = (cents: number, taxable: boolean, suffix = ''): InvoiceLine => ({
    desc: `${desc}${suffix}`,
    qty: 1,
    price: fromCents(cents),
    taxable,
    job_id: job.id,
  })
  if (price.taxable_cents === 0) return [line(price.untaxed_cents, false)]
  if (price.untaxed_cents === 0) return [line(price.taxable_cents, true)]
  return [line(price.taxable_cents, true), line(price.untaxed_cents, false, ', untaxed items')]
}

export type BatchVisit = Pick<Job, 'id' | 'title' | 'date' | 'client_person_id' | 'series_id'>

export type PlannedInvoice = {
  client_person_id: string
  client_name: string
  line_items: InvoiceLine[]
  job_ids: string[]
  subtotal_cents: number
  tax_cents: number
  rounding_cents: number
  total_cents: number
}

export type SkippedVisit = { job_id: string; title: string; date: number; reason: string }

export type BatchPlan = { invoices: PlannedInvoice[]; skipped: SkippedVisit[] }

export const NO_PRICE_REASON = 'No price: it has no estimate (invoice it from the job)'

/**
 * One invoice per client (by client name, then id), one line per visit (by date); visits without a
 * price are listed as skipped. `visits` are done and not invoiced (the API reads them so).
 */
export function planBatch(
  visits: readonly BatchVisit[],
  prices: ReadonlyMap<string, VisitPrice | null>,
  clientNames: ReadonlyMap<string, string>,
  rates: DocumentRates,
  timeZone: string,
): BatchPlan {
  const byClient = new Map<string, BatchVisit[]>()
  const skipped: SkippedVisit[] = []
  for (const visit of [...visits].sort((a, b) => a.date - b.date || a.id.localeCompare(b.id))) {
    if (!prices.get(visit.id)) {
      skipped.push({
        job_id: visit.id,
        title: visit.title,
        date: visit.date,
        reason: NO_PRICE_REASON,
      })
      continue
    }
    byClient.set(visit.client_person_id, [...(byClient.get(visit.client_person_id) ?? []), visit])
  }
  const invoices = [...byClient].map(([client, jobs]): PlannedInvoice => {
    const line_items = jobs.flatMap((job) => visitLines(job, prices.get(job.id)!, timeZone))
    const figures = estimateFigures(line_items, rates)
    return {
      client_person_id: client,
      client_name: clientNames.get(client) ?? 'Unknown Client',
      line_items,
      job_ids: jobs.map((job) => job.id),
      subtotal_cents: figures.subtotal_cents,
      tax_cents: figures.tax_cents,
      rounding_cents: figures.rounding_cents,
      total_cents: figures.total_cents,
    }
  })
  invoices.sort(
    (a, b) =>
      a.client_name.localeCompare(b.client_name) ||
      a.client_person_id.localeCompare(b.client_person_id),
  )
  return { invoices, skipped }
}
