import { describe, expect, it } from 'vitest'
import { AppError, fieldErrorsFromZod } from '../shared/app-error'
import { matches } from '../shared/condition'
import { MAX_LONG_TEXT } from '../shared/fields'
import { jobSchema } from '../projects/job'
import {
  ESTIMATE_TOO_LARGE_MESSAGE,
  SELECT_CLIENT_MESSAGE,
  buildEstimate,
  ESTIMATE_ADDED_DEFAULTS,
  convertEstimateToJob,
  createEstimateInput,
  estimateNumber,
  estimateResource,
  estimateSchema,
  isEstimateEditable,
  openEstimatesCondition,
  patchEstimateInput,
  withDocumentRates,
  type Estimate,
} from './estimate'
import { estimateStatuses } from './estimate-status'

const NOW = Date.UTC(2026, 2, 10, 12)
const ESTIMATE_ID = '3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60'
const CLIENT_ID = '00000000-0000-4000-8000-000000000002'
const NEW_ID = '00000000-0000-4000-8000-0000000000aa'
const ctx = { now: NOW, newId: () => NEW_ID }

function makeEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    id: ESTIMATE_ID,
    client_person_id: CLIENT_ID,
    line_items: [{ desc: 'Mulch (per yard)', qty: 2, price: 48, taxable: true }],
    subtotal: 96,
    tax: 0.08,
    total: 104,
    status: 'Accepted',
    job_id: null,
    notes: '',
    ...ESTIMATE_ADDED_DEFAULTS,
    created_at: NOW - 86_400_000,
    version: 1,
    ...overrides,
  }
}

function errorsOf(input: unknown): Record<string, string> {
  const result = createEstimateInput.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`)
  return fieldErrorsFromZod(result.error)
}

describe('createEstimateInput', () => {
  it('asks to select a client when none is given', () => {
    expect(SELECT_CLIENT_MESSAGE).toBe('Please select a client')
    expect(errorsOf({})).toEqual({ client_person_id: 'Please select a client' })
    expect(errorsOf({ client_person_id: '' })).toEqual({
      client_person_id: 'Please select a client',
    })
    expect(errorsOf({ client_person_id: '   ' })).toEqual({
      client_person_id: 'Please select a client',
    })
  })

  it('refuses line items whose total would not fit an amount (max $9,999,999,999.99)', () => {
    const client_person_id = '2b1e4f7a-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
    expect(ESTIMATE_TOO_LARGE_MESSAGE).toBe(
      'The estimate total is too large (max $9,999,999,999.99)',
    )
    for (const item of [
      { desc: 'Mulch', qty: 1e21, price: 5 },
      { desc: 'Mulch', qty: 1e9, price: 9_999 },
      { desc: 'Mulch', qty: 1, price: 1e300 },
      // qty x price in cents is no finite number: refused, never a crash (the fuzz's 1e308 x $120).
      { desc: 'Mulch', qty: 1e308, price: 120 },
    ]) {
      expect(errorsOf({ client_person_id, line_items: [item] })).toEqual({
        line_items: ESTIMATE_TOO_LARGE_MESSAGE,
      })
    }
    const big = createEstimateInput.parse({
      client_person_id,
      line_items: [{ desc: 'Mulch', qty: 1, price: 9_000_000_000 }],
    })
    expect(big.line_items).toHaveLength(1)
    // $9 billion fits at 8%, not at the business's 50%: refused when its rate is applied.
    const estimate = buildEstimate(big, ctx)
    expect(() =>
      withDocumentRates(estimate, { tax: 0.5, round_totals: true, tax_name: 'Sales tax' }),
    ).toThrow(
      new AppError('VALIDATION', ESTIMATE_TOO_LARGE_MESSAGE, {
        line_items: ESTIMATE_TOO_LARGE_MESSAGE,
      }),
    )
    expect(
      withDocumentRates(estimate, { tax: 0.08, round_totals: true, tax_name: 'Tax' }).total,
    ).toBe(9_720_000_000)
  })

  it('rejects a client that is not an id', () => {
    expect(errorsOf({ client_person_id: 'maria' })).toEqual({
      client_person_id: 'Must be a valid id',
    })
  })

  it('cleans line items and drops the empty and free ones', () => {
    const input = createEstimateInput.parse({
      client_person_id: CLIENT_ID,
      line_items: [
        { desc: ' Mulch ', qty: '2', price: '48' },
        { desc: 'Edging', qty: 'lots', price: 12.5 },
        { desc: '', qty: 1, price: 100 },
        { desc: 'Consult', qty: 1, price: 'free' },
        { desc: 'Trim', qty: 0, price: -3 },
        { desc: 'Aeration' },
      ],
    })
    expect(input.line_items).toEqual([
      { desc: 'Mulch', qty: 2, price: 48, taxable: true },
      { desc: 'Edging', qty: 1, price: 12.5, taxable: true },
    ])
  })

  it('defaults to no line items', () => {
    expect(createEstimateInput.parse({ client_person_id: CLIENT_ID }).line_items).toEqual([])
  })
})

describe('buildEstimate', () => {
  it('starts Open with totals computed from the line items', () => {
    const input = createEstimateInput.parse({
      client_person_id: CLIENT_ID,
      line_items: [{ desc: 'Mulch', qty: 2, price: 48 }],
    })
    const estimate = buildEstimate(input, ctx)
    expect(estimate).toEqual({
      id: NEW_ID,
      client_person_id: CLIENT_ID,
      line_items: [{ desc: 'Mulch', qty: 2, price: 48, taxable: true }],
      subtotal: 96,
      tax: 0.08,
      total: 104,
      status: 'Open',
      job_id: null,
      notes: '',
      ...ESTIMATE_ADDED_DEFAULTS,
      created_at: NOW,
    })
    expect(estimateSchema.safeParse({ ...estimate, version: 1 }).success).toBe(true)
  })
})

describe('estimateNumber', () => {
  it('is Estimate # and the first 8 characters of the id', () => {
    expect(estimateNumber(ESTIMATE_ID)).toBe('Estimate #3f9a1c7e')
  })
})

describe('convertEstimateToJob', () => {
  it('creates a scheduled job for the same client at their address, dated now, and links it', () => {
    const { job, estimate } = convertEstimateToJob(
      makeEstimate({ notes: 'Gate code 4412; the dog stays inside' }),
      { location: '412 Oak Ridge Dr, Austin, TX' },
      ctx,
    )
    expect(estimate).toEqual(
      makeEstimate({ notes: 'Gate code 4412; the dog stays inside', job_id: NEW_ID }),
    )
    expect(job).toEqual({
      id: NEW_ID,
      title: 'Job from Estimate #3f9a1c',
      client_person_id: CLIENT_ID,
      address: '412 Oak Ridge Dr, Austin, TX',
      date: NOW,
      status: 'Scheduled',
      assigned_crew_id: null,
      photos: [],
      notes: 'Gate code 4412; the dog stays inside',
      crew_instructions: '',
      route_order: null,
      duration_minutes: 60,
      series_id: null,
      series_occurrence: null,
      created_at: NOW,
    })
    expect(jobSchema.safeParse({ ...job, version: 1 }).success).toBe(true)
  })

  it("never puts the client's e-mail address in the job's address (decision 034)", () => {
    const client = { location: '', email: 'maria@example.com' }
    expect(convertEstimateToJob(makeEstimate(), client, ctx).job.address).toBe('TBD')
  })

  it('uses TBD as the address without a client or a client location', () => {
    expect(convertEstimateToJob(makeEstimate(), null, ctx).job.address).toBe('TBD')
    expect(convertEstimateToJob(makeEstimate(), { location: '  ' }, ctx).job.address).toBe('TBD')
  })

  it('refuses an estimate that was already converted', () => {
    const attempt = () => convertEstimateToJob(makeEstimate({ job_id: NEW_ID }), null, ctx)
    expect(attempt).toThrowError(
      expect.objectContaining({
        code: 'INVALID_STATE',
        message: 'This estimate was already converted to a job',
      }),
    )
  })

  it('refuses an estimate that is not Accepted', () => {
    for (const status of ['Open', 'Sent'] as const) {
      const attempt = () => convertEstimateToJob(makeEstimate({ status }), null, ctx)
      expect(attempt).toThrowError(AppError)
      expect(attempt).toThrowError(expect.objectContaining({ code: 'INVALID_STATE' }))
    }
  })
})

describe('estimate notes', () => {
  it('are optional on create, trimmed, and limited in length', () => {
    expect(createEstimateInput.parse({ client_person_id: CLIENT_ID }).notes).toBe('')
    const input = createEstimateInput.parse({
      client_person_id: CLIENT_ID,
      notes: ' Gate code 1234 ',
    })
    expect(buildEstimate(input, ctx).notes).toBe('Gate code 1234')
    expect(errorsOf({ client_person_id: CLIENT_ID, notes: 'x'.repeat(MAX_LONG_TEXT + 1) })).toEqual(
      {
        notes: `Notes is too long (max ${MAX_LONG_TEXT})`,
      },
    )
  })

  it('read as empty on rows stored before estimates had notes', () => {
    const { notes: _notes, ...stored } = makeEstimate()
    expect(estimateSchema.parse(stored).notes).toBe('')
  })
})

describe('openEstimatesCondition (filter=open)', () => {
  it('holds the Open estimates only, not the Sent or Accepted ones', () => {
    const open = estimateStatuses.filter((status) =>
      matches(makeEstimate({ status }), openEstimatesCondition()),
    )
    expect(open).toEqual(['Open'])
    expect(estimateResource.list.filters.open).toBe(openEstimatesCondition)
  })
})

describe('estimateResource.applyPatch', () => {
  const patch = (input: unknown) => patchEstimateInput.parse(input)
  const OTHER_CLIENT = '00000000-0000-4000-8000-000000000009'

  it('edits the client, line items and notes of an open estimate and recomputes the totals', () => {
    const patched = estimateResource.applyPatch(
      makeEstimate({ status: 'Open' }),
      patch({
        client_person_id: OTHER_CLIENT,
        line_items: [
          { desc: 'Sod', qty: '2', price: '162.5' },
          { desc: 'Free consult', qty: 1, price: 0 },
        ],
        notes: ' Back gate only ',
      }),
      ctx,
    )
    expect(patched).toEqual({
      ...makeEstimate({ status: 'Open' }),
      version: undefined,
      client_person_id: OTHER_CLIENT,
      line_items: [{ desc: 'Sod', qty: 2, price: 162.5, taxable: true }],
      subtotal: 325,
      tax: 0.08,
      total: 351,
      notes: 'Back gate only',
    })
    expect('version' in patched).toBe(false)
  })

  it('keeps the fields a patch leaves out, and the totals follow the kept line items', () => {
    const estimate = makeEstimate({ status: 'Open', notes: 'Old note' })
    const patched = estimateResource.applyPatch(estimate, patch({ notes: 'New note' }), ctx)
    const { version: _version, ...rest } = estimate
    expect(patched).toEqual({ ...rest, notes: 'New note' })
  })

  it.each([
    ['Sent', null, 'Only an open estimate can be edited (this one is Sent)'],
    ['Accepted', null, 'Only an open estimate can be edited (this one is Accepted)'],
    ['Accepted', NEW_ID, 'Only an open estimate can be edited (this one was converted to a job)'],
  ] as const)('refuses to edit a %s estimate (job %s)', (status, job_id, message) => {
    const estimate = makeEstimate({ status, job_id })
    expect(isEstimateEditable(estimate)).toBe(false)
    for (const body of [
      { line_items: [{ desc: 'Sod', qty: 1, price: 325 }] },
      { client_person_id: OTHER_CLIENT },
      { notes: 'Too late' },
    ]) {
      const attempt = () => estimateResource.applyPatch(estimate, patch(body), ctx)
      expect(attempt).toThrowError(AppError)
      expect(attempt).toThrowError(expect.objectContaining({ code: 'INVALID_STATE', message }))
    }
  })

  it('lets only an open estimate be edited', () => {
    expect(isEstimateEditable(makeEstimate({ status: 'Open' }))).toBe(true)
  })

  it('asks to select a client when a patch clears it', () => {
    const result = patchEstimateInput.safeParse({ client_person_id: ' ' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrorsFromZod(result.error)).toEqual({ client_person_id: SELECT_CLIENT_MESSAGE })
    }
  })

  it('refuses a patch of the status or totals: they follow from commands and line items', () => {
    for (const body of [{ status: 'Accepted' }, { total: 1 }, { subtotal: 1 }]) {
      expect(patchEstimateInput.safeParse(body).success).toBe(false)
    }
  })
})
