// The dashboard's open-estimates sum must stay answerable from estimates_status_idx (status, total)
// alone (decision 007): the domain's filter=open condition has to be an index condition on status,
// not a filter applied to every row. Plans are read with seq scans off, since on the small seed the
// planner would rightly scan the table; what matters is that the index can serve the condition.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEstimatesCondition } from '../../domain/sales/estimate'
import { generateSeed } from '../../domain/seed/seed'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import type { Database } from './client'
import { conditionToSql } from './condition-to-sql'
import { createSqlStore } from './sql-store'
import { estimates } from './schema'

describe.each(testBackends())('open estimates on $name', (backend) => {
  let database: Database

  beforeAll(async () => {
    database = await backend.open()
    const store = createSqlStore(database.db, database.kind)
    await store.transaction((tx) => tx.replaceAll(generateSeed(NOW)))
    await database.db.execute(sql`VACUUM ANALYZE estimates`)
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await database?.close()
  }, OPEN_TIMEOUT_MS)

  it('are summed by an index-only scan of estimates_status_idx on status = Open', async () => {
    const where = conditionToSql(estimates, openEstimatesCondition())
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`)
      const result = (await tx.execute(
        sql`EXPLAIN SELECT count(*), COALESCE(SUM(${estimates.total}), 0) FROM ${estimates} WHERE ${where}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] }
      return result.rows.map((row) => row['QUERY PLAN']).join('\n')
    })
    expect(plan).toMatch(/Index Only Scan using estimates_status_idx on estimates/)
    expect(plan).toMatch(/Index Cond: \(status = 'Open'::text\)/)
    expect(plan).not.toMatch(/Filter:/)
  })
})
