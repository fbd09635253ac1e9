// Groundwork behind Caddy over HTTPS (issue #21), as deploy/Caddyfile runs it: the server with
// TRUST_PROXY=1 on loopback, Caddy in front with its internal CA. Signing in over HTTPS sets a Secure
// cookie; the audit log and the write rate limit see the browser's own address, not Caddy's; plain
// HTTP redirects to HTTPS. Skipped where caddy is not installed (.ci/run installs it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { networkInterfaces } from 'node:os'
import { resolve } from 'node:path'
import { OWNER } from './accounts'
import { startExtraServer, type ExtraServer } from './extra-server'
import { expect, test } from './fixtures'

const hasCaddy = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0
const base = Number(process.env.E2E_SERVER_PORT ?? 3100)
const APP_PORT = base + 41
const HTTP_PORT = base + 42
const HTTPS_PORT = base + 43
/**
 * The browser connects through this machine's own network address (not loopback, which Caddy uses
 * to reach the server): the server must tell the two apart.
 */
const CLIENT_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((a) => a?.family === 'IPv4' && !a.internal)?.address
/** Writes per client per minute: low, so the test reaches the limit. */
const WRITE_LIMIT = 4

test.describe('HTTPS behind Caddy (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo is static files')
  test.skip(!hasCaddy, 'caddy is not installed here (apt-get install caddy; .ci/run does)')
  test.use({ storageState: { cookies: [], origins: [] }, ignoreHTTPSErrors: true })
  test.describe.configure({ mode: 'serial' })

  let server: ExtraServer | undefined
  let caddy: ChildProcess | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startExtraServer({
      port: APP_PORT,
      dataDir: `.e2e-data/https-${APP_PORT}`,
      env: {
        TRUST_PROXY: '1',
        WRITE_RATE_LIMIT: String(WRITE_LIMIT),
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        SAMPLE_DATA: '0',
      },
    })
    const folder = resolve(server.dataDir, 'caddy')
    await mkdir(folder, { recursive: true })
    const config = resolve(folder, 'Caddyfile')
    // deploy/Caddyfile's site, on test ports and with Caddy's own CA instead of a public one.
    await writeFile(
      config,
      `{
	admin off
	http_port ${HTTP_PORT}
	https_port ${HTTPS_PORT}
	default_sni localhost
	skip_install_trust
	storage file_system ${folder}/data
}
localhost${CLIENT_ADDRESS ? `, ${CLIENT_ADDRESS}` : ''} {
	tls internal
	encode zstd gzip
	reverse_proxy 127.0.0.1:${APP_PORT}
}
`,
    )
    caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
      stdio: 'ignore',
    })
    await expect
      .poll(
        async () =>
          (await fetch(`http://127.0.0.1:${HTTP_PORT}/`, { redirect: 'manual' }).catch(() => null))
            ?.status ?? 0,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0)
  })

  test.afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((done) => caddy?.once('exit', done))
      caddy.kill('SIGTERM')
      await exited
    }
    await server?.stop()
  })

  test('plain HTTP is sent to HTTPS', async ({ request }) => {
    const answer = await request.get(`http://localhost:${HTTP_PORT}/dashboard?x=1`, {
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(308)
    // Caddy's own redirect (deploy/Caddyfile relies on it); it names no port, as on 80 and 443.
    const location = new URL(answer.headers().location ?? '')
    expect([location.protocol, location.hostname]).toEqual(['https:', 'localhost'])
    expect(`${location.pathname}${location.search}`).toBe('/dashboard?x=1')
  })

  test('signs in over HTTPS with a Secure cookie; the log and the limit see the browser', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    test.skip(!CLIENT_ADDRESS, 'this machine has no network address besides loopback')
    const origin = `https://${CLIENT_ADDRESS}:${HTTPS_PORT}`
    await page.goto(`${origin}/signin`)
    await page.getByLabel('Email').fill(OWNER.email)
    await page.getByLabel('Password').fill(OWNER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({
      timeout: 30_000,
    })
    const [session] = await page.context().cookies(origin)
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' })

    const log = await page.request.get(`${origin}/api/audit-log?kind=sign-in`)
    expect(log.status()).toBe(200)
    const { items } = (await log.json()) as { items: { address: string | null }[] }
    expect(items[0]?.address).toBe(CLIENT_ADDRESS)

    // The sign-in was this address's first write of the minute; the limit is the address's own.
    const writes: number[] = []
    for (let i = 0; i < WRITE_LIMIT; i += 1) {
      const res = await page.request.post(`${origin}/api/notes`, {
        data: { text: `Note ${i}`, folder: 'Ideas' },
        headers: { origin },
      })
      writes.push(res.status())
    }
    expect(writes.slice(0, WRITE_LIMIT - 1).every((s) => s === 201)).toBe(true)
    expect(writes.at(-1)).toBe(429)

    // Another client (loopback, through Caddy as well) still writes.
    const other = await browser.newContext({ ignoreHTTPSErrors: true })
    const signIn = await other.request.post(
      `https://localhost:${HTTPS_PORT}/api/auth/sign-in/email`,
      { data: { email: OWNER.email, password: OWNER.password } },
    )
    expect(signIn.status()).toBe(200)
    await other.close()
  })
})
