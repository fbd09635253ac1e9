// What openDatabase sets up beyond the tables: PGlite's small shared buffers, scans that start at a
// table's first block, and trigram indexes that keep no GIN pending list (all matter only at scale,
// so nothing else would notice them go).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPEN_TIMEOUT_MS, testBackends } from '../testing/test-databases'
import {
  CONNECTION_SETTINGS,
  PGLITE_SHARED_BUFFERS,
  PGLITE_STATISTICS_TARGET,
  type Database,
} from './client'

describe.each(testBackends())('database opened on $name', (backend) => {
  let database: Database

  beforeAll(async () => {
    database = await backend.open()
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => {
    await database?.close()
  }, OPEN_TIMEOUT_MS)

  it.runIf(backend.name === 'pglite')('runs PGlite with its small shared buffers', async () => {
    const result = (await database.db.execute(sql`SHOW shared_buffers`)) as { rows: unknown[] }
    expect(result.rows).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }])
  })

  it.runIf(backend.name === 'pglite')('runs PGlite with its small ANALYZE sample', async () => {
    const result = (await database.db.execute(sql`SHOW default_statistics_target`)) as {
      rows: unknown[]
    }
    expect(result.rows).toEqual([{ default_statistics_target: String(PGLITE_STATISTICS_TARGET) }])
  })

  it('reads large tables from their first block (no synchronized scans)', async () => {
    expect(CONNECTION_SETTINGS.synchronize_seqscans).toBe('off')
    // Every connection of the pool, not only the first: hold several at once.
    const shown = await Promise.all(
      Array.from({ length: 3 }, () => database.db.execute(sql`SHOW synchronize_seqscans`)),
    )
    for (const result of shown) {
      expect((result as { rows: unknown[] }).rows).toEqual([{ synchronize_seqscans: 'off' }])
    }
  })

  it('keeps every trigram index without a pending list', async () => {
    const result = (await database.db.execute(sql`
      SELECT c.relname AS name, c.reloptions AS options
      FROM pg_class c JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' ORDER BY c.relname`)) as {
      rows: unknown[]
    }
    const rows = result.rows as { name: string; options: string[] | null }[]
    expect(rows.length).toBeGreaterThanOrEqual(19)
    for (const row of rows) expect(row, row.name).toMatchObject({ options: ['fastupdate=false'] })
  })
})
