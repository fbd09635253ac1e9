// Settings > Backup (issue #21), server mode: the Owner downloads a backup (a gzipped tar whose first
// entry is its manifest); a restore into a workspace that has data is refused with the reason and
// nothing changed; one into a new install (a second server of its own, on the next port, started
// without sample data) brings back the records and the accounts. The demo has no such page.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { OWNER } from './accounts'
import { startExtraServer, type ExtraServer } from './extra-server'
import { expect, test } from './fixtures'

/** A new install's Owner, before the restore brings back the backup's accounts. */
const NEW_OWNER = { email: 'new.owner@groundwork.test', password: 'new-install-password' }

/** The names of a tar's entries (512-byte headers, each followed by its data in 512-byte blocks). */
function tarNames(tar: Buffer): string[] {
  const names: string[] = []
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar
      .subarray(at, at + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '')
    if (name === '') break
    names.push(name)
    const size = Number.parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('utf8')
        .trim(),
      8,
    )
    at += 512 + Math.ceil(size / 512) * 512
  }
  return names
}

test.describe('Settings > Backup (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo keeps Export Demo JSON')

  test('downloads everything as one archive', async ({ page }) => {
    await page.goto('/settings/branding')
    await page.getByRole('link', { name: 'Backup' }).first().click()
    await expect(page.getByRole('heading', { name: 'Backup', level: 1 })).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download backup' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^groundwork-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Backup downloaded' })
    await expect(toast).toBeVisible()

    const archive = await readFile(await file.path())
    expect(archive.length).toBeGreaterThan(1000)
    const names = tarNames(gunzipSync(archive))
    expect(names.slice(0, 2)).toEqual(['groundwork-backup.json', 'data.json'])
  })

  test.describe('a refused restore', () => {
    // The browser logs the refused request (409) itself; the page shows the reason.
    test.use({ allowConsoleErrors: [/status of 409/] })

    test('refuses to restore over a workspace that has data, and changes nothing', async ({
      page,
      request,
    }) => {
      const before = (await (await request.get('/api/persons?limit=1')).json()) as { total: number }
      const backup = await request.get('/api/backup')
      expect(backup.status()).toBe(200)

      await page.goto('/settings/backup')
      await page.getByLabel('Backup file').setInputFiles({
        name: 'groundwork-backup.tar.gz',
        mimeType: 'application/gzip',
        buffer: await backup.body(),
      })
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'without business data' })
      await expect(toast).toContainText(
        'A backup is restored into a workspace without business data, and this one has some',
      )
      const after = (await (await request.get('/api/persons?limit=1')).json()) as { total: number }
      expect(after.total).toBe(before.total)
    })
  })
})

test.describe('Settings > Backup into a new install (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo keeps Export Demo JSON')
  let server: ExtraServer | undefined
  let origin = ''

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000)
    const port = Number(new URL(baseURL ?? '').port) + 1
    // An empty business with its own Owner.
    server = await startExtraServer({
      port,
      dataDir: join('.e2e-data', `restore-${port}`),
      env: { OWNER_EMAIL: NEW_OWNER.email, OWNER_PASSWORD: NEW_OWNER.password, SAMPLE_DATA: '0' },
    })
    origin = server.origin
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('restores the records and the accounts from the page', async ({ browser, request }) => {
    test.setTimeout(90_000)
    const backup = await request.get('/api/backup')
    expect(backup.status()).toBe(200)
    const persons = (await (await request.get('/api/persons?limit=1')).json()) as { total: number }

    const context = await browser.newContext({ baseURL: origin })
    try {
      const page = await context.newPage()
      const signIn = (account: { email: string; password: string }) =>
        context.request.post('/api/auth/sign-in/email', { data: account })
      expect((await signIn(NEW_OWNER)).status()).toBe(200)
      await page.goto('/settings/backup')
      await page.getByLabel('Backup file').setInputFiles({
        name: 'groundwork-backup.tar.gz',
        mimeType: 'application/gzip',
        buffer: await backup.body(),
      })
      // On the page, or in the toast on the sign-in page when the restored accounts ended the
      // restorer's session first (backup-api.ts).
      const restored = page.getByText(/^Restored the backup of .+ records? and/).first()
      // A whole workspace is rebuilt: on a loaded 2-core machine that can take well over 7 s.
      await expect(restored).toBeVisible({ timeout: 45_000 })

      // The backup's accounts replaced the new install's: its Owner signs in, the new one cannot.
      expect((await signIn(NEW_OWNER)).status()).toBe(401)
      expect((await signIn(OWNER)).status()).toBe(200)
      await page.goto('/crm/contacts/persons')
      await expect(page.getByText(`${persons.total} contacts`)).toBeVisible()
    } finally {
      await context.close()
    }
  })
})

test.describe('Settings in the demo', () => {
  test.skip(() => test.info().project.name !== 'demo', 'server mode has the Backup page')

  test('has no Backup page', async ({ page }) => {
    await page.goto('/settings/branding')
    await expect(page.getByRole('heading', { name: 'Business / Branding' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Backup', exact: true })).toHaveCount(0)
  })
})
