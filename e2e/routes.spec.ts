// Every route of SPEC.md section 2 renders its screen in both modes, with no console error and no
// failed request (fixtures.ts); sign-out; and the phone chrome: drawer and bottom tab bar.
import { generateSeed } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'

// Seed ids come from a fixed random seed, so both modes hold these very records after a reset.
const seed = generateSeed(Date.now())
const first = <T extends { id: string }>(rows: readonly T[]): string => {
  const row = rows[0]
  if (!row) throw new Error('empty seed collection')
  return row.id
}

/** Each route and the main heading its screen shows (a pattern where the record decides it). */
const routes: readonly [path: string, heading: string | RegExp][] = [
  ['/', 'Dashboard'],
  ['/dashboard', 'Dashboard'],
  ['/camera', /.+/],
  ['/messages', /.+/],
  ['/ai', /.+/],
  ['/reports', 'Reports'],
  ['/crm/contacts/persons', 'Persons'],
  ['/crm/contacts/persons/new', /.+/],
  [`/crm/contacts/persons/${first(seed.persons)}`, /.+/],
  ['/crm/contacts/companies', /.+/],
  [`/crm/contacts/companies/${first(seed.companies)}`, /.+/],
  ['/projects/jobs', /.+/],
  ['/projects/jobs/new', /.+/],
  [`/projects/jobs/${first(seed.jobs)}`, /.+/],
  ['/projects/work-orders', /.+/],
  ['/projects/calendar', /.+/],
  ['/sales/leads', /.+/],
  ['/sales/leads/new', /.+/],
  [`/sales/leads/${first(seed.leads)}`, /.+/],
  ['/sales/estimates', /.+/],
  ['/sales/estimates/new', /.+/],
  [`/sales/estimates/${first(seed.estimates)}`, /.+/],
  ['/billing/invoices', /.+/],
  ['/billing/invoices/new', /.+/],
  [`/billing/invoices/${first(seed.invoices)}`, /.+/],
  ['/billing/payments', /.+/],
  ['/team/contractors', /.+/],
  ['/team/employees', /.+/],
  [`/team/employees/${first(seed.employees)}`, /.+/],
  ['/team/crews', /.+/],
  ['/tools/media', /.+/],
  ['/tools/media/upload', /.+/],
  ['/tools/gallery', /.+/],
  ['/tools/templates', /.+/],
  ['/tools/forms', /.+/],
  ['/tools/notes', /.+/],
  ['/messages/inbox', /.+/],
  ['/messages/team', /.+/],
  ['/settings/branding', 'Business / Branding'],
  ['/settings/integrations', 'Integrations'],
  ['/settings/users', 'Users & Roles'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/demo', 'Demo'],
  ['/support/kb', 'Knowledge Base'],
  ['/support/tickets', 'Submit Ticket'],
]

test.describe('Route table', () => {
  test('every route renders its screen', async ({ page }) => {
    test.setTimeout(120_000)
    for (const [path, heading] of routes) {
      await page.goto(path)
      // includeHidden: a screen may open a dialog over its page (/tools/media/upload).
      const h1 = page.getByRole('heading', { level: 1, includeHidden: true }).first()
      await expect(h1, path).toBeVisible()
      await expect(h1, path).toHaveText(heading)
      await expect(h1, path).not.toHaveText(/not found|Something went wrong|^404$/i)
      await expect(page.getByText('Oops! Page not found'), path).toHaveCount(0)
    }
  })

  test('/projects goes on to the jobs list', async ({ page }) => {
    await page.goto('/projects')
    await expect(page).toHaveURL(/\/projects\/jobs$/)
  })

  test('Sign Out reloads the page at /signout, then returns to the dashboard after 2 s', async ({
    page,
  }) => {
    // Server mode signs out for real and shows the sign-in page (auth.spec.ts).
    test.skip(test.info().project.name !== 'demo', 'the demo only')
    await page.goto('/reports')
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
    // A marker in the page's memory: a whole-page load forgets it, a client-side one would not.
    await page.evaluate(() => Object.assign(window, { beforeSignOut: true }))
    await page.locator('aside').getByRole('link', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/signout$/)
    expect(await page.evaluate(() => 'beforeSignOut' in window)).toBe(false)
    await expect(page.getByRole('heading', { name: 'Signing Out' })).toBeVisible()
    const started = Date.now()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 })
    expect(Date.now() - started).toBeGreaterThan(1000)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
})

test.describe('Not found', () => {
  test.use({ allowConsoleErrors: [/404 Error: User attempted to access non-existent route/] })

  test('logs the unknown path to the console', async ({ page }) => {
    const logged = page.waitForEvent('console', (m) => m.text().includes('/no/such/thing'))
    await page.goto('/no/such/thing')
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    expect((await logged).type()).toBe('error')
  })
})

test.describe('Phone chrome', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drawer: 86% wide up to its maximum, dimmed backdrop, closes by backdrop or link', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await expect(page.locator('aside')).toBeHidden()
    const menu = page.getByRole('button', { name: 'Open menu' })
    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' })
    await expect(drawer).toBeVisible()
    await expect(page.locator('body')).toHaveClass(/drawer-open/)
    const box = await drawer.boundingBox()
    expect(box?.width).toBeGreaterThan(300)
    expect(box?.width).toBeLessThanOrEqual(Math.ceil(390 * 0.86))
    // The backdrop dims the page beside the drawer; a tap there closes it.
    await page.mouse.click(375, 500)
    await expect(page.locator('body')).not.toHaveClass(/drawer-open/)
    await expect(drawer).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await drawer.getByRole('link', { name: 'Reports' }).click()
    await expect(page).toHaveURL(/\/reports$/)
    await expect(page.locator('body')).not.toHaveClass(/drawer-open/)
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
  })

  test('the bottom tab bar: its links, the camera button, 44 px targets, hidden while typing', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    const tabs = page.getByRole('navigation', { name: 'Quick navigation' })
    await expect(tabs).toBeVisible()
    for (const name of ['Home', 'Projects', 'Messages', 'AI']) {
      const box = await tabs.getByRole('link', { name }).boundingBox()
      expect(box?.height, name).toBeGreaterThanOrEqual(44)
      expect(box?.width, name).toBeGreaterThanOrEqual(44)
    }
    const camera = tabs.getByRole('button', { name: 'Camera' })
    expect((await camera.boundingBox())?.height).toBeGreaterThanOrEqual(44)

    await tabs.getByRole('link', { name: 'Projects' }).click()
    await expect(page).toHaveURL(/\/projects\/jobs$/)
    await tabs.getByRole('link', { name: 'Messages' }).click()
    await expect(page).toHaveURL(/\/messages$/)
    await tabs.getByRole('link', { name: 'AI' }).click()
    await expect(page).toHaveURL(/\/ai$/)
    await tabs.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // The camera is not a route: it opens Quick Capture over the current page.
    await camera.click()
    const quickCapture = page.getByRole('dialog', { name: 'Quick Capture' })
    await expect(quickCapture).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.keyboard.press('Escape')
    await expect(quickCapture).toBeHidden()

    // An on-screen keyboard shrinks the viewport by more than 150 px: the tab bar steps aside.
    await page.setViewportSize({ width: 390, height: 600 })
    await expect(tabs).toBeHidden()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(tabs).toBeVisible()
  })
})
