import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { eq, type Condition } from '../shared/condition'
import type { RuleContext } from '../shared/context'
import {
  epochMsSchema,
  idSchema,
  longText,
  MAX_AMOUNT,
  shortText,
  versionSchema,
} from '../shared/fields'
import { toCents } from '../shared/money'
import { defineResource } from '../shared/resource'
import { fitsMaxAmount, SPEC_RATES, type DocumentRates, type FigureLine } from './estimate-figures'
import { DEFAULT_DURATION_MINUTES, type Job } from '../projects/job'
import { estimateStatuses } from './estimate-status'
import { cleanPrice, cleanQty, estimateTotals, keepLineItems } from './estimate-totals'
import { defaultJobAddress } from './lead-convert'

export const SELECT_CLIENT_MESSAGE = 'Please select a client'
export const ESTIMATE_CREATED = {
  title: 'Estimate created',
  description: 'New estimate has been saved',
}
/** After an edit of the client, line items or notes (status changes keep estimateStatusMessage). */
export const ESTIMATE_EDITED = {
  title: 'Estimate updated',
  description: 'Changes saved',
}
export const ESTIMATE_CONVERTED = {
  title: 'Job created',
  description: 'Estimate converted to job successfully',
}

// `taxable` added with the tax setting (decision 058): rows stored before it are taxable.
export const lineItemSchema = z.object({
  desc: z.string(),
  qty: z.number(),
  price: z.number(),
  taxable: z.boolean().default(true),
})

/** A deposit the client pays when they accept (issue #34 section 3): a percent of the total or an amount. */
export const depositSchema = z.object({
  type: z.enum(['percent', 'amount']),
  value: z.number(),
})
export type Deposit = z.infer<typeof depositSchema>

export const estimateSchema = z.object({
  id: idSchema,
  client_person_id: idSchema,
  line_items: z.array(lineItemSchema),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  status: z.enum(estimateStatuses),
  // Added after the first release: rows stored before lack it.
  /** The job this estimate was converted to; null until then (and again if that job is deleted). */
  job_id: idSchema.nullable().default(null),
  notes: z.string().default(''),
  // Added with the tax setting (decision 058): the tax's name and whether the total was rounded,
  // as the estimate was made (rows stored before were made with SPEC section 9's rules).
  tax_name: z.string().default('Sales tax'),
  round_totals: z.boolean().default(true),
  /** The deposit accepting it asks for (decision 059); null: none. */
  deposit: depositSchema.nullable().default(null),
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Estimate = z.infer<typeof estimateSchema>

/** The fields issue #34 added, as a row stored before them reads (decisions 058, 059). */
export const ESTIMATE_ADDED_DEFAULTS = {
  tax_name: 'Sales tax',
  round_totals: SPEC_RATES.round_totals,
  deposit: null,
} satisfies Partial<Estimate>

export const DEPOSIT_MESSAGE = 'A deposit is a percent from 1 to 100, or an amount up to the total'

const depositInput = z
  .object({
    type: z.enum(['percent', 'amount'], { message: DEPOSIT_MESSAGE }),
    value: z
      .number({ message: DEPOSIT_MESSAGE })
      .gt(0, DEPOSIT_MESSAGE)
      .max(MAX_AMOUNT, DEPOSIT_MESSAGE),
  })
  .strict()
  .refine((d) => d.type === 'amount' || d.value <= 100, DEPOSIT_MESSAGE)
  .refine((d) => Math.abs(Math.round(d.value * 100) - d.value * 100) < 1e-6, DEPOSIT_MESSAGE)
  .nullable()

/** The deposit in cents of an estimate of `total` dollars (an amount above the total is the total). */
export function depositCents(deposit: Deposit, total: number): number {
  const totalCents = toCents(total)
  if (deposit.type === 'amount') return Math.min(toCents(deposit.value), totalCents)
  return Math.round((totalCents * Math.round(deposit.value * 100)) / 10_000)
}

function checkDeposit(deposit: Deposit | null, total: number): void {
  if (deposit?.type === 'amount' && toCents(deposit.value) > toCents(total)) {
    throw new AppError('VALIDATION', DEPOSIT_MESSAGE, { deposit: DEPOSIT_MESSAGE })
  }
}

export const ESTIMATE_TOO_LARGE_MESSAGE = `The estimate total is too large (max $${MAX_AMOUNT.toLocaleString('en-US')})`

/** The total at the document's own rate must fit an amount too (a 50% rate on $9 billion does not). */
function checkTotal(items: readonly FigureLine[], rates: DocumentRates): void {
  if (!fitsMaxAmount(items, rates)) {
    throw new AppError('VALIDATION', ESTIMATE_TOO_LARGE_MESSAGE, {
      line_items: ESTIMATE_TOO_LARGE_MESSAGE,
    })
  }
}

const lineItemInput = z.object({
  desc: shortText('Description', 500).default(''),
  // optional(): without it zod 4 rejects a missing qty or price instead of cleaning it.
  qty: z.unknown().optional().transform(cleanQty),
  price: z.unknown().optional().transform(cleanPrice),
  taxable: z.boolean({ message: 'Taxable must be true or false' }).default(true),
})

const lineItemsInput = z
  .array(lineItemInput)
  .max(200, 'At most 200 line items')
  .transform(keepLineItems)
  // The subtotal and total are stored as amounts: a huge qty or price must not overflow them.
  // At SPEC's rate here; the business's own rate is checked when it is applied (checkTotal).
  .refine((items) => fitsMaxAmount(items, SPEC_RATES), ESTIMATE_TOO_LARGE_MESSAGE)

const clientInput = z
  .string({ message: SELECT_CLIENT_MESSAGE })
  .trim()
  .min(1, SELECT_CLIENT_MESSAGE)
  .pipe(idSchema)

const notesInput = longText('Notes')

export const createEstimateInput = z
  .object({
    client_person_id: clientInput,
    line_items: lineItemsInput.default([]),
    notes: notesInput.default(''),
    deposit: depositInput.default(null),
  })
  .strict()
export type CreateEstimateInput = z.input<typeof createEstimateInput>

/** Only what an estimator edits: the status moves by its commands (send, accept, decline). */
export const patchEstimateInput = z
  .object({
    client_person_id: clientInput,
    line_items: lineItemsInput,
    notes: notesInput,
    deposit: depositInput,
    version: versionSchema,
  })
  .partial()
  .strict()
export type PatchEstimateInput = z.input<typeof patchEstimateInput>

/**
 * Why `estimate` cannot be edited, or null when it can: only an Open one, since a Sent estimate is
 * what the client has in hand and an Accepted (or converted) one is what they agreed to.
 */
export function estimateEditRefusal(estimate: Pick<Estimate, 'status' | 'job_id'>): string | null {
  if (estimate.job_id)
    return 'Only an open estimate can be edited (this one was converted to a job)'
  if (estimate.status !== 'Open') {
    return `Only an open estimate can be edited (this one is ${estimate.status})`
  }
  return null
}

export function isEstimateEditable(estimate: Pick<Estimate, 'status' | 'job_id'>): boolean {
  return estimateEditRefusal(estimate) === null
}

/**
 * The client, line items and notes of an Open estimate, with the totals worked out again from the
 * line items; any other estimate is refused whole (INVALID_STATE).
 */
export function editEstimate(
  estimate: Estimate,
  patch: z.output<typeof patchEstimateInput>,
): Omit<Estimate, 'version'> {
  const { version: _version, ...rest } = estimate
  const isEdit =
    patch.client_person_id !== undefined ||
    patch.line_items !== undefined ||
    patch.notes !== undefined ||
    patch.deposit !== undefined
  const refusal = isEdit ? estimateEditRefusal(estimate) : null
  if (refusal) throw new AppError('INVALID_STATE', refusal)
  const line_items = patch.line_items ?? estimate.line_items
  // The estimate keeps the rate and rounding it was made with.
  const rates = { tax: estimate.tax, round_totals: estimate.round_totals }
  checkTotal(line_items, rates)
  const totals = estimateTotals(line_items, rates)
  const deposit = patch.deposit === undefined ? estimate.deposit : patch.deposit
  checkDeposit(deposit, totals.total)
  return {
    ...rest,
    client_person_id: patch.client_person_id ?? estimate.client_person_id,
    line_items,
    ...totals,
    notes: patch.notes ?? estimate.notes,
    deposit,
  }
}

/**
 * A new estimate's figures at the business's tax rate and rounding (the create rule; `build` makes
 * it with SPEC section 9's, which are the settings' defaults).
 */
export function withDocumentRates<T extends Omit<Estimate, 'version'>>(
  estimate: T,
  rates: DocumentRates & { tax_name: string },
): T {
  checkTotal(estimate.line_items, rates)
  const totals = estimateTotals(estimate.line_items, rates)
  checkDeposit(estimate.deposit, totals.total)
  return { ...estimate, ...totals, tax_name: rates.tax_name, round_totals: rates.round_totals }
}

/** `filter=open`: status Open only (SPEC section 4); the list tab and the dashboard tile both use it. */
export function openEstimatesCondition(): Condition {
  return eq('status', 'Open')
}

export function buildEstimate(
  input: z.output<typeof createEstimateInput>,
  { now, newId }: RuleContext,
): Omit<Estimate, 'version'> {
  return {
    id: newId(),
    client_person_id: input.client_person_id,
    line_items: input.line_items,
    ...estimateTotals(input.line_items, SPEC_RATES),
    status: 'Open',
    job_id: null,
    notes: input.notes,
    ...ESTIMATE_ADDED_DEFAULTS,
    deposit: input.deposit,
    created_at: now,
  }
}

/** 'Estimate #' plus the first 8 characters of the id. */
export function estimateNumber(id: string): string {
  return `Estimate #${id.slice(0, 8)}`
}

/**
 * Convert to Job (SPEC section 4): only an Accepted estimate, and only once; the job is titled
 * 'Job from Estimate #' + 6 characters, for the same client, at the client's street address
 * (location) or 'TBD', with the estimate's notes. SPEC says the client's email: corrected by issue
 * #28 (decision 034). The estimate stays Accepted and remembers the job, so a second click cannot
 * make a second job.
 */
export function convertEstimateToJob(
  estimate: Estimate,
  client: { location: string } | null,
  { now, newId }: RuleContext,
): { job: Omit<Job, 'version'>; estimate: Estimate } {
  if (estimate.status !== 'Accepted') {
    throw new AppError(
      'INVALID_STATE',
      `Only an accepted estimate can be converted (this one is ${estimate.status})`,
    )
  }
  if (estimate.job_id) {
    throw new AppError('INVALID_STATE', 'This estimate was already converted to a job')
  }
  const job: Omit<Job, 'version'> = {
    id: newId(),
    title: `Job from Estimate #${estimate.id.slice(0, 6)}`,
    client_person_id: estimate.client_person_id,
    address: defaultJobAddress(client),
    date: now,
    status: 'Scheduled',
    assigned_crew_id: null,
    photos: [],
    notes: estimate.notes,
    crew_instructions: '',
    route_order: null,
    duration_minutes: DEFAULT_DURATION_MINUTES,
    series_id: null,
    series_occurrence: null,
    created_at: now,
  }
  return { job, estimate: { ...estimate, job_id: job.id } }
}

export const estimateResource = defineResource({
  name: 'estimates',
  label: 'Estimate',
  schema: estimateSchema,
  createInput: createEstimateInput,
  patchInput: patchEstimateInput,
  build: buildEstimate,
  applyPatch: editEstimate,
  list: {
    search: [],
    filters: { open: openEstimatesCondition },
    fields: { status: 'text', client_person_id: 'uuid', job_id: 'uuid' },
    sorts: {
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
      total: { field: 'total', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
