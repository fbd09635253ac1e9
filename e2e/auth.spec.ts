// Accounts and sign-in (issue #20) as a user meets them: first-run setup on a new server, signing in
// and out, the page first asked for, and the roles' menus. The browser-only demo has none of it
// (SPEC section 6): no sign-in page, and Sign Out returns to the dashboard.
import { OWNER, ownerStatePath } from './accounts'
import { startExtraServer, type ExtraServer } from './extra-server'
import { expect, test } from './fixtures'

const signedOut = { cookies: [], origins: [] }

test.describe('First-run setup (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no sign-in')
  test.use({ storageState: signedOut })

  // A second server of its own: a fresh data directory and no OWNER_* variables, so nobody exists yet.
  const port = Number(process.env.E2E_SERVER_PORT ?? 3100) + 37
  let server: ExtraServer | undefined

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startExtraServer({ port, dataDir: `.e2e-data/setup-${port}` })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('every page leads to setup, which lands on the dashboard signed in', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto(`http://127.0.0.1:${port}/billing/invoices`)
    await expect(page).toHaveURL(/\/setup$/)
    await expect(page.getByRole('heading', { name: 'Set up Groundwork', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Business name')).toBeFocused()
    await expect(page.getByLabel('Include sample data to explore')).toBeChecked()

    // Too short a password is refused before anything is sent, under its field.
    await page.getByLabel('Business name').fill('Evergreen Grounds')
    await page.getByLabel('Your name').fill('Sam Setup')
    await page.getByLabel('Email').fill('sam@evergreen.test')
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Create workspace' }).click()
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible()

    await page.getByLabel('Password').fill('a-long-enough-password')
    await page.getByRole('button', { name: 'Create workspace' }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    const sidebar = page.locator('aside')
    await expect(sidebar.getByText('Evergreen Grounds')).toBeVisible()
    await expect(sidebar.getByText('sam@evergreen.test')).toBeVisible()

    // Set up once: the setup page now leads to the dashboard of the signed-in Owner.
    await page.goto(`http://127.0.0.1:${port}/setup`)
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe('Sign-in and sign-out (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no sign-in')
  test.use({ storageState: signedOut })

  test('a page asked for signed out leads to sign-in, and back to it after', async ({ page }) => {
    await page.goto('/billing/invoices?filter=overdue')
    await expect(page).toHaveURL(/\/signin\?next=%2Fbilling%2Finvoices%3Ffilter%3Doverdue$/)
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()
    await page.getByLabel('Email').fill(OWNER.email)
    await page.getByLabel('Password').fill(OWNER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/billing\/invoices\?filter=overdue$/)
    await expect(page.getByText(/\d+ overdue invoices/)).toBeVisible()
  })

  test('a wrong password says so under the form', async ({ page }) => {
    await page.goto('/signin')
    await page.getByLabel('Email').fill(OWNER.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Wrong email or password' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/signin$/)
  })

  test('Sign Out ends the session: Signing Out, then the sign-in page', async ({ page }) => {
    await page.goto('/signin')
    await page.getByLabel('Email').fill(OWNER.email)
    await page.getByLabel('Password').fill(OWNER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const card = page.locator('aside')
    await expect(card.getByText(OWNER.email)).toBeVisible()

    await card.getByRole('link', { name: 'Sign Out' }).click()
    await expect(page.getByRole('heading', { name: 'Signing Out' })).toBeVisible()
    const started = Date.now()
    await expect(page).toHaveURL(/\/signin$/, { timeout: 5000 })
    expect(Date.now() - started).toBeGreaterThan(1000)
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()

    // The session is over on the server too: a protected page leads back to sign-in.
    await page.goto('/projects/jobs')
    await expect(page).toHaveURL(/\/signin\?next=%2Fprojects%2Fjobs$/)
  })

  let cleanUp: (() => Promise<void>) | undefined
  test.afterEach(async () => {
    await cleanUp?.()
    cleanUp = undefined
  })

  test('an Estimator does not see Billing', async ({ page, playwright, baseURL }) => {
    // As the Owner: a new Estimator and the one-time link that sets their password (Users & Roles).
    const owner = await playwright.request.newContext({
      baseURL,
      storageState: ownerStatePath(Number(new URL(baseURL ?? '').port)),
    })
    const email = `estimator-${Date.now()}@groundwork.test`
    const created = await owner.post('/api/users', {
      data: { name: 'Ezra Estimator', email, role: 'Estimator' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const link = await owner.post(`/api/users/${id}/set-password-link`)
    expect(link.status(), await link.text()).toBe(201)
    const { path } = (await link.json()) as { path: string }
    // Accounts outlive the reset before each test: this one goes when the test ends.
    cleanUp = async () => {
      const removed = await owner.delete(`/api/users/${id}`)
      expect([200, 204]).toContain(removed.status())
      await owner.dispose()
    }

    await page.goto(path)
    await expect(page.getByText(`Ezra Estimator (${email})`, { exact: false })).toBeVisible()
    await page.getByLabel('New password').fill('estimator-password')
    await page.getByLabel('Confirm password').fill('estimator-password')
    await page.getByRole('button', { name: 'Set password and sign in' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Estimates' })).toBeVisible()
    await expect(nav.getByRole('heading', { name: 'Billing' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Invoices' })).toHaveCount(0)
    await expect(page.getByText('Open Estimates')).toBeVisible()
    await expect(page.getByText('Overdue Invoices')).toHaveCount(0)
    await expect(page.getByText('30-Day Revenue')).toHaveCount(0)
    await expect(page.locator('aside').getByText(email)).toBeVisible()

    // An address the role may not use: a clear screen and a way back.
    await page.goto('/billing/invoices')
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to the dashboard' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
})

test.describe('No sign-in in the demo', () => {
  test.skip(() => test.info().project.name !== 'demo', 'the demo only')
  test.use({ allowConsoleErrors: [/404 Error: User attempted to access non-existent route/] })

  test('there is no sign-in page, and every screen is open', async ({ page }) => {
    await page.goto('/signin')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await page.goto('/billing/invoices')
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible()
    await expect(page.locator('aside').getByText('team@example.com')).toBeVisible()
  })

  test('/signout shows Signing Out and returns to the dashboard', async ({ page }) => {
    await page.goto('/signout')
    await expect(page.getByRole('heading', { name: 'Signing Out' })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 })
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
})
