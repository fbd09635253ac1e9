// The server as a fuzz target: createApp on a fresh in-memory PGlite holding the sample data,
// driven through app.inject as if over HTTP. The fingerprint is a trigger-kept count of committed
// row changes; the snapshot hashes every row of every data table.
import { getTableName, sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { FuzzTarget } from '../../contract/fuzz/fuzz-runner'
import { fuzzWorld, type FuzzRequest } from '../../contract/fuzz/route-requests'
import type { FuzzResponse } from '../../contract/fuzz/verdict'
import { startSession } from '../../api/auth/sessions'
import { resources } from '../../domain/resources'
import { generateSeed, type SeedData } from '../../domain/seed/seed'
import { createApp } from '../app'
import { SESSION_COOKIE } from '../auth/session-cookie'
import { IN_MEMORY, openDatabase, type Database } from '../db/client'
import { activity, plan, workspaceSettings } from '../db/schema'
import { createSqlStore, type SqlStore } from '../db/sql-store'
import { tableFor } from '../db/sql-tx'
import { fastPasswords } from '../testing/fast-passwords'
import { sampleOwnerOf } from '../testing/sample-owner'
import { NOW } from '../testing/test-app'
import { OPEN_TIMEOUT_MS } from '../testing/test-databases'

export type FuzzServer = FuzzTarget & {
  app: FastifyInstance
  seed: SeedData
  /** Any request, as raw as HTTP allows (content types, malformed and oversized payloads). */
  inject: (options: InjectOptions) => Promise<FuzzResponse>
  close: () => Promise<void>
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Every table that holds the workspace's data (not the stored Idempotency-Key answers). */
function dataTables(): string[] {
  return [
    ...resources.map((def) => getTableName(tableFor(def.name))),
    ...[workspaceSettings, plan, activity].map((table) => getTableName(table)),
  ].map(quoted)
}

/**
 * A counter of committed row changes: a trigger on every data table counts each inserted, updated
 * or deleted row (and truncate) in the writing transaction, so a rolled-back write counts nothing.
 */
function changeCounterSql(): string[] {
  const triggers = dataTables().flatMap((table) => [
    `CREATE TRIGGER fuzz_rows AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION fuzz_count_change();`,
    `CREATE TRIGGER fuzz_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_change();`,
  ])
  return [
    'CREATE TABLE fuzz_changes (n bigint NOT NULL);',
    'INSERT INTO fuzz_changes VALUES (0);',
    `CREATE FUNCTION fuzz_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_changes SET n = n + 1; RETURN NULL; END $$;`,
    ...triggers,
  ]
}

/** One hash per data table over all of its rows, in one query. */
function snapshotQuery(): string {
  const parts = dataTables().map(
    (table) =>
      `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${table} t)`,
  )
  return `SELECT concat_ws('|', ${parts.join(', ')}) AS fp`
}

function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

const FUZZ_OWNER_ID = '00000000-0000-4000-8000-0000000f0220'

export async function openFuzzServer(): Promise<FuzzServer> {
  const database: Database = await openDatabase({ dataDir: IN_MEMORY })
  const store: SqlStore = createSqlStore(database.db, database.kind)
  const seed = generateSeed(NOW)
  // The fuzz may change or delete any user it can name: its requests come from an Owner of their
  // own, whom no case can reach, so every case is judged as the same all-permitted caller.
  const caller = { ...sampleOwnerOf(seed), id: FUZZ_OWNER_ID, email: 'fuzz-owner@example.com' }
  const token = await store.transaction(async (tx) => {
    await tx.replaceAll(seed)
    await tx.insert('users', caller)
    return startSession(tx, caller.id, NOW)
  })
  const app = await createApp({ store, clock: () => NOW, logger: false, passwords: fastPasswords })
  // Every request comes from the signed-in Owner, who may call every route.
  const cookies = { [SESSION_COOKIE]: token }
  await app.ready()
  for (const statement of changeCounterSql()) await database.db.execute(sql.raw(statement))
  const changes = sql.raw('SELECT n::text AS fp FROM fuzz_changes')
  const contents = sql.raw(snapshotQuery())
  const firstValue = async (query: typeof changes) => {
    const result = (await database.db.execute(query)) as unknown as { rows: { fp: string }[] }
    return result.rows[0]?.fp ?? ''
  }

  const inject = async (options: InjectOptions): Promise<FuzzResponse> => {
    const response = await app.inject({ cookies, ...options })
    const type = response.headers['content-type']
    return {
      status: response.statusCode,
      body: parseBody(response.body),
      contentType: typeof type === 'string' ? type : 'none',
    }
  }

  const send = (request: FuzzRequest) =>
    inject({
      method: request.method,
      url: request.query ? `${request.path}?${request.query}` : request.path,
      ...(request.body === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(request.body),
          }),
    })

  return {
    app,
    seed,
    inject,
    send,
    fingerprint: () => firstValue(changes),
    snapshot: () => firstValue(contents),
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/** The records the fuzz cases are made from: the sample data the fuzz server holds. */
export const fuzzServerWorld = fuzzWorld(generateSeed(NOW))

/** A fuzz server opened before a test file's tests and closed after them; call the result to reach it. */
export function useFuzzServer(): () => FuzzServer {
  let server: FuzzServer | undefined
  beforeAll(async () => {
    server = await openFuzzServer()
  }, OPEN_TIMEOUT_MS)
  afterAll(async () => server?.close(), OPEN_TIMEOUT_MS)
  return () => {
    if (!server) throw new Error('The fuzz server is not open')
    return server
  }
}
