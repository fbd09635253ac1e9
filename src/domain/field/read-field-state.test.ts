import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fieldStateSchema } from './job-activity'
import { JOB_ACTIVITY_KINDS, MAX_FINISH_NOTE, MAX_PAUSE_REASON, TIMER_STATES } from './field-rules'
import { readFieldState } from './read-field-state'

/** What the domain's schema makes of a value: the parsed state, or 'refused'. */
const zodRead = (value: unknown) => {
  const result = fieldStateSchema.safeParse(value)
  return result.success ? result.data : 'refused'
}
const read = (value: unknown) => {
  try {
    return readFieldState(value)
  } catch {
    return 'refused'
  }
}

const ID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f'
const validActivity = {
  id: ID,
  job_id: '0b9f3a52-7c1d-4e8f-9a6b-5c4d3e2f1a0b',
  kind: 'pause',
  at: 1_764_000_000_000,
  user_id: null,
  employee_id: ID,
  reason: 'Rain',
  note: null,
}
const validState = {
  timer: 'paused',
  since: 1_764_000_000_000,
  paused_reason: 'Rain',
  activity: [],
}

const hex = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''))
const hexes = (n: number) => fc.array(hex, { minLength: n, maxLength: n }).map((a) => a.join(''))
const uuids = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc
    .tuple(hexes(8), hexes(4), fc.constantFrom('0', '1', '4', '7', '8', '9', 'f'), hexes(3))
    .chain(([a, b, version, c]) =>
      fc
        .tuple(fc.constantFrom('8', 'b', 'B', '7', 'c'), hexes(3), hexes(12))
        .map(([variant, d, e]) => `${a}-${b}-${version}${c}-${variant}${d}-${e}`),
    ),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    `${ID}\n`,
    ` ${ID}`,
    ID.slice(1),
    '',
  ),
)
const oddValues = fc.oneof(
  fc.constantFrom(undefined, null, true, '', 'x', [], {}, NaN, Infinity, -Infinity, -0),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 3 }),
)
const epochs = fc.oneof(
  fc.integer({ min: 0, max: 8_640_000_000_000 }),
  fc.constantFrom(
    -1,
    0,
    0.5,
    8_640_000_000_000,
    8_640_000_000_001,
    Number.MAX_SAFE_INTEGER,
    2 ** 53,
    '1764000000000',
  ),
  oddValues,
)
const texts = (max: number) =>
  fc.oneof(
    fc.constant(null),
    fc.string({ maxLength: 8 }),
    fc.string({ minLength: max - 1, maxLength: max + 1 }),
    fc.string({ unit: 'grapheme', minLength: max / 2 - 1, maxLength: max / 2 + 1 }),
    oddValues,
  )
const coordinates = (limit: number) =>
  fc.oneof(fc.double({ min: -limit - 1, max: limit + 1 }), oddValues)
const locations = fc.oneof(
  fc.constantFrom(undefined, null),
  fc.record(
    { lat: coordinates(90), lng: coordinates(180), accuracy: coordinates(100_000) },
    { requiredKeys: ['lat', 'lng', 'accuracy'] },
  ),
  fc.record(
    { lat: coordinates(90), lng: coordinates(180), accuracy: coordinates(100_000), alt: oddValues },
    { requiredKeys: [] },
  ),
  oddValues,
)
/** Each field as the schema takes it, and as it may not. */
const activityFields = {
  valid: {
    id: fc.uuid(),
    job_id: fc.uuid().map((id) => id.toUpperCase()),
    kind: fc.constantFrom(...JOB_ACTIVITY_KINDS),
    at: fc.integer({ min: 0, max: 8_640_000_000_000 }),
    user_id: fc.oneof(fc.constant(null), fc.uuid()),
    employee_id: fc.oneof(fc.constant(null), fc.uuid()),
    reason: fc.oneof(fc.constant(null), fc.string({ maxLength: MAX_PAUSE_REASON })),
    note: fc.oneof(fc.constant(null), fc.string({ maxLength: 20 })),
    location: fc.oneof(
      fc.constantFrom(undefined, null),
      fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        lng: fc.double({ min: -180, max: 180, noNaN: true }),
        accuracy: fc.double({ min: 0, max: 100_000, noNaN: true }),
      }),
    ),
    received_at: fc.oneof(fc.constantFrom(undefined, null), fc.integer({ min: 0, max: 2 ** 40 })),
  },
  any: {
    id: uuids,
    job_id: uuids,
    kind: fc.oneof(fc.constantFrom(...JOB_ACTIVITY_KINDS), fc.constantFrom('stop', 'Start')),
    at: epochs,
    user_id: fc.oneof(fc.constant(null), uuids),
    employee_id: fc.oneof(fc.constant(null), uuids),
    reason: texts(MAX_PAUSE_REASON),
    note: texts(MAX_FINISH_NOTE),
    location: locations,
    received_at: fc.oneof(fc.constant(null), epochs),
  },
}
/** `keys` one time in `freq`, none otherwise. */
const sometimes = <K>(keys: fc.Arbitrary<K[]>, freq = 3) =>
  fc.oneof({ weight: freq - 1, arbitrary: fc.constant<K[]>([]) }, { weight: 1, arbitrary: keys })
type ActivityKey = keyof typeof activityFields.valid
const ACTIVITY_FIELD_KEYS = Object.keys(activityFields.valid) as ActivityKey[]
const OPTIONAL_KEYS: ActivityKey[] = ['location', 'received_at']

// Valid in all but at most a field or two (or one key too many, or one missing), so that each check
// is met on its own as well as all together.
const activities = fc
  .record({
    valid: fc.record(activityFields.valid),
    any: fc.record(activityFields.any),
    changed: sometimes(fc.subarray(ACTIVITY_FIELD_KEYS, { minLength: 1, maxLength: 2 })),
    absent: sometimes(fc.subarray(ACTIVITY_FIELD_KEYS, { minLength: 1, maxLength: 1 }), 8),
    extra: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, oddValues),
  })
  .map(({ valid, any, changed, absent, extra }) => {
    const activity: Record<string, unknown> = { ...valid }
    for (const key of changed) activity[key] = any[key]
    for (const key of [...absent, ...OPTIONAL_KEYS])
      if (absent.includes(key) || activity[key] === undefined) delete activity[key]
    if (extra !== null) activity.extra = extra
    return activity
  })
const states = fc
  .record({
    timer: fc.constantFrom(...TIMER_STATES),
    since: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2 ** 42 })),
    paused_reason: fc.oneof(fc.constant(null), fc.string({ maxLength: 5 })),
    activity: fc.array(activities, { maxLength: 3 }),
    odd: fc.record({
      timer: fc.oneof(fc.constantFrom('stopped', 'Done'), oddValues),
      since: epochs,
      paused_reason: oddValues,
      activity: fc.oneof(oddValues, fc.array(oddValues, { minLength: 1, maxLength: 2 })),
    }),
    changed: sometimes(
      fc.subarray(['timer', 'since', 'paused_reason', 'activity'] as const, {
        minLength: 1,
        maxLength: 1,
      }),
    ),
    other: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, oddValues),
  })
  .map(({ odd, changed, other, ...state }) => {
    const answer: Record<string, unknown> = { ...state }
    for (const key of changed) answer[key] = odd[key]
    if (other !== null) answer.other = other
    return answer
  })

describe('readFieldState', () => {
  it('takes exactly what fieldStateSchema takes, as it takes it', () => {
    fc.assert(
      fc.property(fc.oneof(states, oddValues), (value) => {
        expect(read(value)).toEqual(zodRead(value))
      }),
      { numRuns: 3000 },
    )
  })

  it('agrees with the schema on answers the server gives and at its edges', () => {
    const withActivity = (change: Record<string, unknown>) => ({
      ...validState,
      activity: [{ ...validActivity, ...change }],
    })
    const location = { lat: 41.88, lng: -87.63, accuracy: 12 }
    const cases: unknown[] = [
      validState,
      { ...validState, timer: 'idle', since: null, paused_reason: null },
      { ...validState, extra: 'dropped' },
      withActivity({}),
      withActivity({ id: ID.toUpperCase() }),
      withActivity({ location }),
      withActivity({ location: null, received_at: null }),
      withActivity({ location: undefined, received_at: undefined }),
      withActivity({ location: { ...location, lat: 90.01 } }),
      withActivity({ location: { ...location, extra: 1 } }),
      withActivity({ received_at: 1_764_000_000_001 }),
      withActivity({ reason: 'r'.repeat(MAX_PAUSE_REASON) }),
      withActivity({ reason: 'r'.repeat(MAX_PAUSE_REASON + 1) }),
      // zod counts code points: 200 astral characters (400 UTF-16 units) fit, 201 do not.
      withActivity({ reason: '🫚'.repeat(MAX_PAUSE_REASON) }),
      withActivity({ reason: '🫚'.repeat(MAX_PAUSE_REASON + 1) }),
      withActivity({ note: 'n'.repeat(MAX_FINISH_NOTE + 1) }),
      withActivity({ extra: undefined }),
      withActivity({ reason: undefined }),
      withActivity({ at: 1.5 }),
      withActivity({ kind: 'stop' }),
      { ...validState, activity: [null] },
      { ...validState, since: undefined },
      { ...validState, paused_reason: undefined },
      [],
      null,
      'state',
    ]
    for (const value of cases) expect(read(value), JSON.stringify(value)).toEqual(zodRead(value))
    expect(readFieldState(withActivity({ id: ID.toUpperCase() })).activity[0]?.id).toBe(ID)
    expect(read(withActivity({ reason: '🫚'.repeat(MAX_PAUSE_REASON) }))).not.toBe('refused')
  })

  it('says what it refused', () => {
    expect(() => readFieldState({ ...validState, timer: 'stopped' })).toThrow(
      "The job's field state has an unexpected shape (timer)",
    )
  })
})
