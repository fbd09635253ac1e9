// The SQL aggregate must answer exactly as the in-memory reference (aggregateInMemory) does on the
// same rows: the same groups in the same order, the same counts and cent-exact sums.
import { DEFAULT_BRANDING } from '../../domain/settings/branding'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateSeed, type SeedData } from '../../domain/seed/seed'
import { readExport } from '../../api/system/export-document'
import { aggregateInMemory, type AggregateSpec } from '../../domain/shared/aggregate'
import { and, eq, gte, inList, lt, neq } from '../../domain/shared/condition'
import { openEstimatesCondition } from '../../domain/sales/estimate'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import type { Database } from './client'
import { createSqlStore, type SqlStore } from './sql-store'

const DAY = 86_400_000
const seed = generateSeed(NOW)
// Payments at the edges of local days, and cents that float arithmetic gets wrong.
const edgeInvoice = seed.invoices[0]
const data: SeedData = {
  ...seed,
  payments: [
    ...seed.payments,
    ...[0.1, 0.2, 0.7, 1234.56].map((amount, i) => ({
      id: `00000000-0000-4000-8000-0000000000${10 + i}`,
      invoice_id: edgeInvoice?.id ?? null,
      date: Date.UTC(2026, 0, 10 + i) - (i % 2 === 0 ? 1 : 0),
      method: i % 2 === 0 ? ('Card' as const) : ('ACH' as const),
      check_number: '',
      amount,
      version: 1,
    })),
  ],
}

const cases: [collection: keyof SeedData, spec: AggregateSpec][] = [
  ['payments', { where: null, sum: 'amount' }],
  ['payments', { where: gte('date', NOW - 30 * DAY), sum: 'amount' }],
  ['payments', { where: eq('method', 'nothing'), sum: 'amount' }],
  ['payments', { where: null, sum: 'amount', groupBy: { field: 'method' } }],
  [
    'payments',
    { where: null, sum: 'amount', groupBy: { field: 'date', bucket: 'day', tzOffsetMinutes: 0 } },
  ],
  [
    'payments',
    {
      where: null,
      sum: 'amount',
      groupBy: { field: 'date', bucket: 'day', tzOffsetMinutes: -300 },
    },
  ],
  [
    'payments',
    { where: null, sum: 'amount', groupBy: { field: 'date', bucket: 'day', tzOffsetMinutes: 330 } },
  ],
  [
    'payments',
    {
      where: and(gte('date', NOW - 90 * DAY), lt('date', NOW)),
      sum: 'amount',
      groupBy: { field: 'date', bucket: 'month', tzOffsetMinutes: 60 },
    },
  ],
  ['jobs', { where: null, groupBy: { field: 'status' } }],
  ['jobs', { where: null, groupBy: { field: 'assigned_crew_id' } }],
  ['invoices', { where: neq('status', 'Paid'), sum: 'amount', groupBy: { field: 'status' } }],
  ['estimates', { where: openEstimatesCondition(), sum: 'total' }],
  ['estimates', { where: inList('status', ['Open', 'Sent']), sum: 'total' }],
  ['crews', { where: null, groupBy: { field: 'on_site_now' } }],
  ['messages', { where: eq('unread', true) }],
]

describe.each(testBackends())(
  'SQL aggregate equals the in-memory reference on $name',
  (backend) => {
    let database: Database
    let store: SqlStore

    beforeAll(async () => {
      database = await backend.open()
      store = createSqlStore(database.db, database.kind)
      await store.transaction((tx) => tx.replaceAll(data))
    }, OPEN_TIMEOUT_MS)
    afterAll(async () => {
      await database?.close()
    }, OPEN_TIMEOUT_MS)

    it.each(cases)('%s %j', async (collection, spec) => {
      const rows = data[collection] as unknown as Record<string, unknown>[]
      const expected = aggregateInMemory(rows, spec)
      const actual = await store.transaction((tx) => tx.aggregate(collection, spec))
      expect(actual).toEqual(expected)
    })

    it('finds something to compare in the edge cases', () => {
      const [all] = aggregateInMemory(data.payments, { where: null, sum: 'amount' })
      expect(all?.count).toBe(seed.payments.length + 4)
    })

    it('keeps branding in the database and resets it with the data', async () => {
      const custom = { ...DEFAULT_BRANDING, business_name: 'Acme Lawns', brand_color: '#123abc' }
      await store.transaction((tx) => tx.saveBranding(custom))
      expect(await store.transaction((tx) => tx.getBranding())).toEqual(custom)
      expect((await store.transaction((tx) => readExport(tx))).settings.branding).toEqual(custom)
      await store.transaction((tx) => tx.replaceAll(data))
      expect(await store.transaction((tx) => tx.getBranding())).toEqual(data.settings.branding)
    })
  },
)
