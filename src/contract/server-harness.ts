// Builds the server's side of the contract: createApp on the SQL store (in-memory PGlite, or a
// throwaway PostgreSQL database when TEST_DATABASE_URL is set), driven through app.inject as if
// over HTTP, on the fixed contract clock with deterministic ids and generateSeed(CONTRACT_NOW).
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { startSession } from '../api/auth/sessions'
import { generateSeed } from '../domain/seed/seed'
import { createApp } from '../server/app'
import { SESSION_COOKIE } from '../server/auth/session-cookie'
import { IN_MEMORY, openDatabase, type Database } from '../server/db/client'
import { createSqlStore } from '../server/db/sql-store'
import { fastPasswords } from '../server/testing/fast-passwords'
import { sampleOwnerOf } from '../server/testing/sample-owner'
import type { ApiRequest, ApiResponse, Transport } from '../web/data/api-request'
import { CONTRACT_NOW, contractClock, contractIds, type ContractTransport } from './api-contract'

/**
 * An HTTP-like transport over Fastify's inject: a URL with a query string and a JSON body, sent
 * with `cookies` (the signed-in session).
 */
export function injectTransport(
  app: FastifyInstance,
  cookies: Record<string, string> = {},
): Transport {
  return async (req: ApiRequest): Promise<ApiResponse> => {
    if (req.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) params.append(key, String(value))
    }
    const search = params.toString()
    const hasBody = req.body !== undefined
    const res = await app.inject({
      cookies,
      method: req.method,
      url: search ? `${req.path}?${search}` : req.path,
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...req.headers,
      },
      ...(hasBody ? { payload: JSON.stringify(req.body) } : {}),
    })
    // A download (a CSV export) stays its text, as the browser's transport keeps a Blob.
    if (req.as === 'blob' && res.statusCode >= 200 && res.statusCode < 300) {
      const type = String(res.headers['content-type'] ?? 'application/json')
      return { status: res.statusCode, body: new Blob([res.body], { type }) }
    }
    return {
      status: res.statusCode,
      body: res.body === '' ? null : (JSON.parse(res.body) as unknown),
    }
  }
}

/**
 * A fresh database on the PostgreSQL server of `url`, dropped again on close, so the suite never
 * meets (or leaves) other tests' data. Needs the CREATEDB privilege.
 */
async function throwawayPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `groundwork_contract_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  const target = new URL(url)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

async function makeServer(
  open: () => Promise<{ database: Database; cleanup: () => Promise<void> }>,
): Promise<ContractTransport> {
  const { database, cleanup } = await open()
  try {
    const store = createSqlStore(database.db, database.kind)
    const seed = generateSeed(CONTRACT_NOW)
    await store.seedIfEmpty(() => seed)
    // The contract speaks for the sample's Owner, who may call every route, as the demo does.
    const token = await store.transaction((tx) =>
      startSession(tx, sampleOwnerOf(seed).id, CONTRACT_NOW),
    )
    const app = await createApp({
      store,
      clock: contractClock,
      newId: contractIds(),
      logger: false,
      passwords: fastPasswords,
    })
    await app.ready()
    return {
      transport: injectTransport(app, { [SESSION_COOKIE]: token }),
      close: async () => {
        await app.close()
        await database.close()
        await cleanup()
      },
    }
  } catch (error) {
    await database.close()
    await cleanup()
    throw error
  }
}

/** The server on a fresh in-memory PGlite. */
export function makePgliteContractTransport(): Promise<ContractTransport> {
  return makeServer(async () => ({
    database: await openDatabase({ dataDir: IN_MEMORY }),
    cleanup: async () => undefined,
  }))
}

/** The server on a fresh database of the PostgreSQL server at `url` (TEST_DATABASE_URL). */
export function makePostgresContractTransport(url: string): Promise<ContractTransport> {
  return makeServer(async () => {
    const temp = await throwawayPostgres(url)
    try {
      return {
        database: await openDatabase({ dataDir: IN_MEMORY, databaseUrl: temp.url, poolSize: 4 }),
        cleanup: temp.drop,
      }
    } catch (error) {
      await temp.drop()
      throw error
    }
  })
}
