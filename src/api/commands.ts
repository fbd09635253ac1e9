// Domain commands that change more than one field or more than one row, each in one transaction.
import { markInvoicePaid } from '../domain/billing/invoice'
import { createPaymentInput } from '../domain/billing/payment'
import { recordPayment } from '../domain/billing/record-payment'
import { assignCrew, reassignCrew, unassignCrew } from '../domain/projects/job'
import { convertEstimateToJob } from '../domain/sales/estimate'
import { applyEstimateAction, type EstimateAction } from '../domain/sales/estimate-status'
import { AppError, parseOrThrow } from '../domain/shared/app-error'
import { eq } from '../domain/shared/condition'
import type { RuleContext } from '../domain/shared/context'
import { getOrThrow, saveRow } from './records'
import type { Row, StoreTx } from './store'

export async function markPaidCommand(tx: StoreTx, invoiceId: string, ctx: RuleContext) {
  const invoice = await getOrThrow(tx, 'invoices', invoiceId, { forUpdate: true })
  const payments = await tx.findAll('payments', eq('invoice_id', invoiceId))
  const result = markInvoicePaid(invoice, payments, ctx)
  const saved = await saveRow(tx, 'invoices', result.invoice, invoice.version)
  const payment: Row = { ...result.payment, version: 1 }
  await tx.insert('payments', payment)
  return { invoice: saved, payment }
}

export async function recordPaymentCommand(tx: StoreTx, body: unknown, ctx: RuleContext) {
  const input = parseOrThrow(createPaymentInput, body)
  const invoice = await tx.get('invoices', input.invoice_id, { forUpdate: true })
  if (!invoice) {
    throw new AppError('VALIDATION', 'Invoice not found for invoice_id', {
      invoice_id: 'Invoice not found for invoice_id',
    })
  }
  const payments = await tx.findAll('payments', eq('invoice_id', invoice.id))
  const result = recordPayment(invoice, payments, input, ctx)
  if (result.invoice.status !== invoice.status) {
    await saveRow(tx, 'invoices', result.invoice, invoice.version)
  }
  const payment: Row = { ...result.payment, version: 1 }
  await tx.insert('payments', payment)
  return payment
}

export async function estimateActionCommand(
  tx: StoreTx,
  estimateId: string,
  action: EstimateAction,
) {
  const estimate = await getOrThrow(tx, 'estimates', estimateId, { forUpdate: true })
  const { version, ...rest } = applyEstimateAction(estimate, action)
  return saveRow(tx, 'estimates', rest, version)
}

export async function convertEstimateCommand(tx: StoreTx, estimateId: string, ctx: RuleContext) {
  const estimate = await getOrThrow(tx, 'estimates', estimateId, { forUpdate: true })
  const client = await tx.get('persons', estimate.client_person_id)
  const result = convertEstimateToJob(estimate, client, ctx)
  const job: Row = { ...result.job, version: 1 }
  await tx.insert('jobs', job)
  const { version, ...converted } = result.estimate
  await saveRow(tx, 'estimates', converted, version)
  return job
}

export async function assignCrewCommand(tx: StoreTx, jobId: string, crewId: string) {
  const job = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  await crewOrThrow(tx, crewId)
  const { version, ...rest } = assignCrew(job, crewId)
  return saveRow(tx, 'jobs', rest, version)
}

async function crewOrThrow(tx: StoreTx, crewId: string): Promise<void> {
  if (!(await tx.get('crews', crewId))) {
    throw new AppError('VALIDATION', 'Crew not found for crew_id', {
      crew_id: 'Crew not found for crew_id',
    })
  }
}

export async function reassignCrewCommand(tx: StoreTx, jobId: string, crewId: string) {
  const job = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  await crewOrThrow(tx, crewId)
  const { version, ...rest } = reassignCrew(job, crewId)
  return saveRow(tx, 'jobs', rest, version)
}

export async function unassignCrewCommand(tx: StoreTx, jobId: string) {
  const job = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  const { version, ...rest } = unassignCrew(job)
  return saveRow(tx, 'jobs', rest, version)
}
