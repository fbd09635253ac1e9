import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { inList } from '../shared/condition'
import type { RuleContext } from '../shared/context'
import { epochMsSchema, idSchema, MAX_AMOUNT, shortText, versionSchema } from '../shared/fields'
import { defineResource } from '../shared/resource'
import type { Job } from '../projects/job'
import { estimateStatuses } from './estimate-status'
import { cleanPrice, cleanQty, estimateTotals, keepLineItems } from './estimate-totals'

export const SELECT_CLIENT_MESSAGE = 'Please select a client'
export const ESTIMATE_CREATED = {
  title: 'Estimate created',
  description: 'New estimate has been saved',
}
export const ESTIMATE_CONVERTED = {
  title: 'Job created',
  description: 'Estimate converted to job successfully',
}

export const lineItemSchema = z.object({ desc: z.string(), qty: z.number(), price: z.number() })

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
  created_at: epochMsSchema,
  version: versionSchema,
})
export type Estimate = z.infer<typeof estimateSchema>

export const ESTIMATE_TOO_LARGE_MESSAGE = `The estimate total is too large (max $${MAX_AMOUNT.toLocaleString('en-US')})`

const lineItemInput = z.object({
  desc: shortText('Description', 500).default(''),
  // optional(): without it zod 4 rejects a missing qty or price instead of cleaning it.
  qty: z.unknown().optional().transform(cleanQty),
  price: z.unknown().optional().transform(cleanPrice),
})

const lineItemsInput = z
  .array(lineItemInput)
  .max(200, 'At most 200 line items')
  .transform(keepLineItems)
  // The subtotal and total are stored as amounts: a huge qty or price must not overflow them.
  .refine((items) => estimateTotals(items).total <= MAX_AMOUNT, ESTIMATE_TOO_LARGE_MESSAGE)

export const createEstimateInput = z
  .object({
    client_person_id: z
      .string({ message: SELECT_CLIENT_MESSAGE })
      .trim()
      .min(1, SELECT_CLIENT_MESSAGE)
      .pipe(idSchema),
    line_items: lineItemsInput.default([]),
  })
  .strict()
export type CreateEstimateInput = z.input<typeof createEstimateInput>

export const patchEstimateInput = z
  .object({ client_person_id: idSchema, line_items: lineItemsInput, version: versionSchema })
  .partial()
  .strict()

export function buildEstimate(
  input: z.output<typeof createEstimateInput>,
  { now, newId }: RuleContext,
): Omit<Estimate, 'version'> {
  return {
    id: newId(),
    client_person_id: input.client_person_id,
    line_items: input.line_items,
    ...estimateTotals(input.line_items),
    status: 'Open',
    job_id: null,
    created_at: now,
  }
}

/** 'Estimate #' plus the first 8 characters of the id. */
export function estimateNumber(id: string): string {
  return `Estimate #${id.slice(0, 8)}`
}

/**
 * Convert to Job (SPEC section 4): only an Accepted estimate, and only once; the job is titled
 * 'Job from Estimate #' + 6 characters, for the same client, at the client's email or 'TBD'. The
 * estimate stays Accepted and remembers the job, so a second click cannot make a second job.
 */
export function convertEstimateToJob(
  estimate: Estimate,
  client: { email: string } | null,
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
    address: client?.email || 'TBD',
    date: now,
    status: 'Scheduled',
    assigned_crew_id: null,
    photos: [],
    notes: '',
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
  applyPatch: (estimate, patch) => {
    if (estimate.status !== 'Open' && patch.line_items) {
      throw new AppError('INVALID_STATE', 'Only an open estimate can be edited')
    }
    const { version: _v, ...rest } = estimate
    const line_items = patch.line_items ?? estimate.line_items
    return {
      ...rest,
      client_person_id: patch.client_person_id ?? estimate.client_person_id,
      line_items,
      ...estimateTotals(line_items),
    }
  },
  list: {
    search: [],
    filters: { open: () => inList('status', ['Open', 'Sent']) },
    fields: { status: 'text', client_person_id: 'uuid', job_id: 'uuid' },
    sorts: {
      newest: { field: 'created_at', direction: 'desc', kind: 'number' },
      total: { field: 'total', direction: 'desc', kind: 'number' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
