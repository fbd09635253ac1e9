// A Fastify app on a fresh database for one describe block: seeded with the sample data at a fixed
// time before every test, so each test starts from the same rows, and signed in as the sample's
// user (an Owner) unless a request brings cookies of its own (`cookies: {}`: nobody signed in).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Store } from '../../api/shared/store'
import { startSession } from '../../api/auth/sessions'
import type { Role } from '../../domain/access/roles'
import { generateSeed, type SeedData } from '../../domain/seed/seed'
import { randomId } from '../../domain/shared/ids'
import { createApp, type AppOptions } from '../app'
import { SESSION_COOKIE } from '../auth/session-cookie'
import type { Database } from '../db/client'
import { createSqlStore, type SqlStore } from '../db/sql-store'
import { fastPasswords } from './fast-passwords'
import { sampleOwnerOf } from './sample-owner'
import { OPEN_TIMEOUT_MS, type TestBackend } from './test-databases'

/** Wednesday 14 January 2026, 15:30 UTC. */
export const NOW = Date.UTC(2026, 0, 14, 15, 30)

/** A parsed response body; tests read into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

export type TestApp = {
  app: FastifyInstance
  store: SqlStore
  seed: SeedData
  database: Database
  /** The cookies of the signed-in Owner's session, for a request made with app.inject. */
  cookies: Record<string, string>
  /**
   * Adds a user of `role` (linked to `employeeId`) for this test and starts a session: the cookies
   * to send as them.
   */
  signInAs: (role: Role, employeeId?: string | null) => Promise<Record<string, string>>
  /** JSON body of a request, with the status. */
  call: (
    options: InjectOptions,
  ) => Promise<{ status: number; body: Json; response: LightMyRequestResponse }>
}

export function useTestApp(
  backend: TestBackend,
  options: Partial<AppOptions> & { wrapStore?: (s: Store) => Store } = {},
): TestApp {
  const seed = generateSeed(NOW)
  const ctx = {} as TestApp
  beforeAll(async () => {
    ctx.database = await backend.open()
    ctx.store = createSqlStore(ctx.database.db, ctx.database.kind)
    ctx.seed = seed
    const { wrapStore, ...appOptions } = options
    ctx.app = await createApp({
      store: wrapStore ? wrapStore(ctx.store) : ctx.store,
      clock: () => NOW,
      logger: false,
      passwords: fastPasswords,
      ...appOptions,
    })
    ctx.call = async (request) => {
      const response = await ctx.app.inject({ cookies: ctx.cookies, ...request })
      const text = response.body
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        // not JSON: keep the text
      }
      return { status: response.statusCode, body, response }
    }
  }, OPEN_TIMEOUT_MS)
  ctx.signInAs = async (role, employeeId = null) => {
    const token = await ctx.store.transaction(async (tx) => {
      const id = randomId()
      await tx.insert('users', {
        id,
        name: `${role} user`,
        email: `${role.toLowerCase()}.${id.slice(0, 8)}@example.com`,
        role,
        employee_id: employeeId,
        active: true,
        last_sign_in_at: null,
        created_at: NOW,
        version: 1,
      })
      return startSession(tx, id, NOW)
    })
    return { [SESSION_COOKIE]: token }
  }
  beforeEach(async () => {
    const token = await ctx.store.transaction(async (tx) => {
      await tx.replaceAll(seed)
      return startSession(tx, sampleOwnerOf(seed).id, NOW)
    })
    ctx.cookies = { [SESSION_COOKIE]: token }
  })
  afterAll(async () => {
    await ctx.app?.close()
    await ctx.database?.close()
  }, OPEN_TIMEOUT_MS)
  return ctx
}
