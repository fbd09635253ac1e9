// Batch invoicing (issue #34 section 4, decision 059): "Invoice completed work" previews the done,
// not yet invoiced visits of a period as one invoice per client, and creates the invoices of the
// visits the preview showed in one transaction. Each invoice is made by the same create as any other
// (numbering, the business's tax and rounding, and claimJobs' one-invoice-per-job under row locks),
// so of two people invoicing the same visits at once the second is refused with the first's number.
import {
  batchCreateInput,
  batchPreviewInput,
  planBatch,
  visitPrice,
  type BatchPlan,
  type BatchVisit,
} from '../../domain/billing/batch-invoicing'
import { alreadyInvoiced } from '../../domain/billing/invoice-lines'
import { documentRates, dueDateFrom } from '../../domain/settings/billing-settings'
import { withTimeZone } from '../../domain/settings/branding'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { and, eq, gte, inList, type Condition } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { buildRecord, insertRow } from '../records/records'
import { invoicedAmong } from './invoiced-work'
import { visitEstimates } from './visit-estimates'
import { chunks } from '../shared/chunks'
import type { Row, StoreTx } from '../shared/store'

/** The plan of `visits`: their prices (their estimates), clients' names, the settings. */
async function planOf(tx: StoreTx, visits: readonly BatchVisit[]): Promise<BatchPlan> {
  const estimates = await visitEstimates(tx, visits)
  const prices = new Map(visits.map((v) => [v.id, visitPrice(estimates.get(v.id) ?? null)]))
  const clientIds = [...new Set(visits.map((v) => v.client_person_id))]
  const names = new Map<string, string>()
  for (const part of chunks(clientIds)) {
    for (const person of await tx.findAll('persons', inList('id', part)))
      names.set(person.id, person.name)
  }
  const rates = documentRates(await tx.getBillingSettings())
  const { time_zone } = withTimeZone(await tx.getBranding(), hostTimeZone())
  return planBatch(visits, prices, names, rates, time_zone)
}

/** The preview: the period's done visits no invoice bills, as the invoices they would make. */
export async function previewBatch(tx: StoreTx, body: unknown): Promise<BatchPlan> {
  const input = parseOrThrow(batchPreviewInput, body)
  const conditions: Condition[] = [
    eq('status', 'Done'),
    gte('date', input.from),
    { op: 'lte', field: 'date', value: input.to },
  ]
  if (input.client_person_id) conditions.push(eq('client_person_id', input.client_person_id))
  const done = await tx.findAll('jobs', and(...conditions))
  const invoiced = await invoicedAmong(
    tx,
    done.map((j) => j.id),
  )
  return planOf(
    tx,
    done.filter((j) => !invoiced.has(j.id)),
  )
}

/**
 * Creates the invoices of the visits `job_ids` (as the preview showed them): every one must be done,
 * priced and not invoiced; otherwise nothing is created.
 */
export async function createBatch(tx: StoreTx, body: unknown, ctx: RuleContext): Promise<Row[]> {
  const { job_ids } = parseOrThrow(batchCreateInput, body)
  const jobs: BatchVisit[] = []
  for (const part of chunks(job_ids)) jobs.push(...(await tx.findAll('jobs', inList('id', part))))
  const missing = job_ids.find((id) => !jobs.some((j) => j.id === id))
  if (missing) {
    const message = 'A visit of this batch was not found: preview again'
    throw new AppError('VALIDATION', message, { job_ids: message })
  }
  const notDone = (jobs as (BatchVisit & { status: string })[]).find((j) => j.status !== 'Done')
  if (notDone) {
    throw new AppError('INVALID_STATE', `"${notDone.title}" is not done: preview again`)
  }
  // The early answer; claimJobs in each invoice's create rule is the guard under locks.
  const [invoicedJob] = [...(await invoicedAmong(tx, job_ids))]
  if (invoicedJob) throw alreadyInvoiced(invoicedJob[1], invoicedJob[0])
  const plan = await planOf(tx, jobs)
  const [unpriced] = plan.skipped
  if (unpriced) throw new AppError('INVALID_STATE', `"${unpriced.title}": ${unpriced.reason}`)
  const due_date = dueDateFrom(ctx.now, await tx.getBillingSettings())
  const created: Row[] = []
  for (const planned of plan.invoices) {
    const row = await buildRecord(
      tx,
      'invoices',
      {
        client_person_id: planned.client_person_id,
        // One visit: it is the invoice's related job too (SPEC section 3's link from the job).
        job_id: planned.job_ids.length === 1 ? planned.job_ids[0] : null,
        due_date,
        line_items: planned.line_items,
      },
      ctx,
    )
    await insertRow(tx, 'invoices', row)
    created.push(row)
  }
  return created
}
