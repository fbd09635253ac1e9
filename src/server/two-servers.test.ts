// Two app servers on one PostgreSQL (issue #21): the real server processes, side by side as behind a
// load balancer. A file uploaded through one is served by the other (media_blobs), and one deleted
// through the other stays deleted when the first restarts; a session made on one works on the
// other, and one ended or changed through one is refused there at once and at the other within the
// session cache's second (decision 036); 50 racing Mark as Paid split across both make one payment,
// and invoice numbers stay unique across both. Runs with TEST_DATABASE_URL (PostgreSQL) only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_CACHE_MS } from './auth/session-cache'
import { SESSION_COOKIE } from './auth/session-cookie'
import {
  buildServerBundle,
  freePort,
  startServer,
  stopServer,
  type ServerBundle,
  type ServerProcess,
} from './testing/server-process'
import {
  createScratchPostgres,
  reportPostgresSkips,
  TEST_POSTGRES_URL,
} from './testing/test-databases'
import { TEST_OWNER, TEST_OWNER_ENV } from './testing/test-owner'

const adminUrl = TEST_POSTGRES_URL
reportPostgresSkips()
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 7])
const PNG = `data:image/png;base64,${PNG_BYTES.toString('base64')}`
const DAY_MS = 24 * 60 * 60 * 1000
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Reply = { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any

describe.skipIf(!adminUrl)('two app servers on one PostgreSQL', () => {
  let bundle: ServerBundle | undefined
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>> | undefined
  const servers: ServerProcess[] = []
  const dataDirs: string[] = []
  let cookie = ''

  const call = async (
    server: ServerProcess,
    method: string,
    path: string,
    body?: unknown,
    as = cookie,
  ): Promise<Reply> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie: as,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null }
  }

  const start = async (dataDir: string, port: number) =>
    startServer({
      entry: bundle!.entry,
      port,
      env: {
        ...TEST_OWNER_ENV,
        DATABASE_URL: scratch!.url,
        DATA_DIR: dataDir,
        WRITE_RATE_LIMIT: '0',
      },
    })

  /** Signs in through `server`; the `Cookie` header value of the new session. */
  const signIn = async (
    server: ServerProcess,
    credentials: { email: string; password: string },
  ) => {
    const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
    expect(res.status).toBe(200)
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    return set?.split(';')[0] ?? ''
  }

  beforeAll(async () => {
    bundle = await buildServerBundle()
    scratch = await createScratchPostgres(adminUrl!)
    // One after the other, as a deploy rolls out: the first creates the Owner and the sample data.
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-two-servers-'))
      dataDirs.push(dataDir)
      servers.push(await start(dataDir, await freePort()))
    }
    cookie = await signIn(servers[0]!, TEST_OWNER)
  }, 240_000)

  afterAll(async () => {
    for (const server of servers) await stopServer(server)
    await scratch?.drop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    bundle?.remove()
  })

  it('takes a session made on one at the other, and serves there a file uploaded here', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const session = await call(b, 'GET', '/api/auth/get-session')
    expect(session.body?.user?.email).toBe(TEST_OWNER.email)

    const uploaded = await call(a, 'POST', '/api/media', { data_url: PNG })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const file = await fetch(`${b.url}${uploaded.body.url}`, { headers: { cookie } })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG_BYTES)
    const range = await fetch(`${b.url}${uploaded.body.url}`, {
      headers: { cookie, range: 'bytes=2-5' },
    })
    expect(range.status).toBe(206)
    expect(Buffer.from(await range.arrayBuffer())).toEqual(PNG_BYTES.subarray(2, 6))

    // Deleted through the second server: gone for the first too, and it stays gone when the first
    // (which still has its own copy on disk) starts again.
    expect((await call(b, 'DELETE', `/api/media/${uploaded.body.id}`)).status).toBe(204)
    await stopServer(a)
    servers[0] = await start(dataDirs[0]!, Number(new URL(a.url).port))
    const after = await fetch(`${b.url}${uploaded.body.url}`, { headers: { cookie } })
    expect(after.status).toBe(404)
  }, 120_000)

  it('refuses an ended or changed session at once where it ended, and within a second at the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    // An Office user with a password, signed in through the first server.
    const made = await call(a, 'POST', '/api/users', {
      name: 'Olive Office',
      email: 'olive@example.com',
      role: 'Office',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const link = await call(b, 'POST', `/api/users/${made.body.id}/set-password-link`)
    const token = String(link.body.path).split('#')[1]
    const password = 'invoices every day'
    const set = await call(a, 'POST', '/api/auth/set-password', { token, password }, '')
    expect(set.status).toBe(200)
    const olive = await signIn(a, { email: 'olive@example.com', password })
    const invoices = (server: ServerProcess) =>
      call(server, 'GET', '/api/invoices?limit=1', undefined, olive)
    // Both servers have read (and keep) the session.
    expect((await invoices(a)).status).toBe(200)
    expect((await invoices(b)).status).toBe(200)

    // A new role, given through the second server.
    expect((await call(b, 'PATCH', `/api/users/${made.body.id}`, { role: 'Foreman' })).status).toBe(
      200,
    )
    expect((await invoices(b)).status).toBe(403)
    await pause(SESSION_CACHE_MS)
    expect((await invoices(a)).status).toBe(403)

    // Deactivated through the first server.
    expect((await invoices(b)).status).toBe(403)
    expect((await call(a, 'PATCH', `/api/users/${made.body.id}`, { active: false })).status).toBe(
      200,
    )
    expect((await invoices(a)).status).toBe(401)
    await pause(SESSION_CACHE_MS)
    expect((await invoices(b)).status).toBe(401)

    // The Owner's own second session, signed out through the second server.
    const second = await signIn(b, TEST_OWNER)
    const persons = (server: ServerProcess) =>
      call(server, 'GET', '/api/persons?limit=1', undefined, second)
    expect((await persons(a)).status).toBe(200)
    expect((await persons(b)).status).toBe(200)
    expect((await call(b, 'POST', '/api/auth/sign-out', undefined, second)).status).toBe(200)
    expect((await persons(b)).status).toBe(401)
    await pause(SESSION_CACHE_MS)
    expect((await persons(a)).status).toBe(401)
  })

  it('makes one payment from 50 racing Mark as Paid split across both', async () => {
    const invoices = await call(servers[0]!, 'GET', '/api/invoices?limit=100')
    const invoice = invoices.body.items.find((i: { status: string }) => i.status !== 'Paid')
    const before = await call(servers[1]!, 'GET', `/api/payments?invoice_id=${invoice.id}`)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(servers[i % 2]!, 'POST', `/api/invoices/${invoice.id}/mark-paid`),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true)
    const after = await call(servers[0]!, 'GET', `/api/payments?invoice_id=${invoice.id}`)
    expect(after.body.total).toBe(before.body.total + 1)
  })

  it('keeps invoice numbers unique when both number new invoices at once', async () => {
    const persons = await call(servers[0]!, 'GET', '/api/persons?limit=1')
    const client = persons.body.items[0].id
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(servers[i % 2]!, 'POST', '/api/invoices', {
          client_person_id: client,
          amount: 100 + i,
          due_date: Date.now() + 30 * DAY_MS,
        }),
      ),
    )
    expect(made.map((m) => m.status)).toEqual(Array(20).fill(201))
    const numbers = made.map((m) => m.body.number as string)
    expect(new Set(numbers).size).toBe(20)
  })
})
