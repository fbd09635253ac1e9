// The role tour (issue #28): signed in as each of the five roles, at phone (390x844) and desktop
// (1280x800) sizes, every link of the role's own navigation (nav-table.ts, the table the sidebar and
// the tab bar draw, so a new link is toured without touching this file) and every first-level tab
// of each screen. No screen may show an error toast, "Could not load", a skeleton still there after
// 5 s, a 4xx other than 404 or a 5xx among its own requests, or a console error. Server mode only:
// the demo has no roles (SPEC section 6). One browser context per role and size, one pass.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { scopeOf } from '../src/domain/access/permissions'
import { ROLES, type Role } from '../src/domain/access/roles'
import {
  LEFT_TABS,
  NAV_LINKS,
  RIGHT_TABS,
  type NavLink,
  type TabLink,
} from '../src/web/components/layout/nav-table'
import { ownerStatePath } from './accounts'
import { expect, test } from './fixtures'

type Row = Record<string, unknown> & { id: string }

/** A business name as long as real ones (issue #28 saw this one run past the sidebar). */
const LONG_BUSINESS_NAME = 'Green Acres Landscaping'

/** Where a link leads: its own path or one below it ('/projects' opens the jobs list). */
const isAt = (href: string) => (url: URL) =>
  url.pathname === href || url.pathname.startsWith(`${href}/`)

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isPhone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isPhone: true },
] as const
type Size = (typeof SIZES)[number]

/** The sidebar links a role gets (server mode: the accounts screens too). */
const navLinksOf = (role: Role): NavLink[] =>
  NAV_LINKS.filter((link: NavLink) => {
    const scope = scopeOf(role, link.permission)
    return link.everywhere ? scope === 'all' : scope !== null
  })
const tabLinksOf = (role: Role): TabLink[] =>
  [...LEFT_TABS, ...RIGHT_TABS].filter(
    (tab: TabLink) => !tab.permission || scopeOf(role, tab.permission) !== null,
  )

/** What went wrong on the screen being looked at, collected from the page's events. */
function watch(page: Page) {
  let problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    // Chromium logs every 4xx/5xx answer as a failed resource: the responses are judged below.
    if (/^Failed to load resource: the server responded with a status of \d{3}/.test(text)) return
    problems.push(`console error: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/api/')) return
    const status = response.status()
    // 404: a record that is gone or not theirs, which screens show as such ('Unknown Client').
    if (status >= 400 && status !== 404) {
      problems.push(`${status} ${response.request().method()} ${url.pathname}${url.search}`)
    }
  })
  return {
    take(): string[] {
      const taken = problems
      problems = []
      return taken
    },
  }
}
type Watcher = ReturnType<typeof watch>

/** Waits for the screen to settle, then fails on anything the tour forbids. */
async function expectScreenFine(page: Page, watcher: Watcher, where: string) {
  const main = page.locator('main')
  await expect(main.locator('h1').first(), where).toBeVisible({ timeout: 10_000 })
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await expect(page.locator('[data-slot="skeleton"]:visible'), `${where}: skeleton`).toHaveCount(
    0,
    { timeout: 5_000 },
  )
  await expect(page.getByText(/Could not load/), where).toHaveCount(0)
  await expect(
    page.locator('[data-sonner-toast][data-type="error"]'),
    `${where}: error toast`,
  ).toHaveCount(0)
  // Nothing runs past the screen's right edge (a page that renders but looks broken is broken).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${where}: wider than the screen`).toBeLessThanOrEqual(0)
  const problems = watcher.take()
  expect(problems, `${where}:\n${problems.join('\n')}`).toEqual([])
  // TOUR_SHOTS=<folder>: a screenshot of every screen toured, to look at.
  const shots = process.env.TOUR_SHOTS
  if (shots) await page.screenshot({ path: `${shots}/${where.replace(/[^\w-]+/g, '_')}.png` })
}

/** Every first-level tab of the screen, each checked in turn (the first one again last). */
async function tourTabs(page: Page, watcher: Watcher, where: string) {
  const tabs = page.locator('main').getByRole('tab')
  const count = await tabs.count()
  for (let i = 1; i < count; i++) {
    const tab = tabs.nth(i)
    const name = (await tab.textContent())?.trim() ?? `tab ${i}`
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expectScreenFine(page, watcher, `${where} > ${name}`)
  }
}

/** The overlays of the sidebar's buttons (assistant, phonebook, SMS): each opens without an error. */
async function tourOverlays(page: Page, watcher: Watcher, where: string) {
  const buttons = page.locator('aside').locator('button[title]')
  const names = await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
  for (const name of names) {
    if (!name) continue
    await page.locator('aside').getByRole('button', { name, exact: true }).click()
    const panel = page.getByRole('dialog').last()
    await expect(panel, `${where} > ${name}`).toBeVisible()
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    await expect(panel.locator('[data-slot="skeleton"]:visible')).toHaveCount(0, {
      timeout: 5_000,
    })
    await expect(panel.getByText(/Could not load/), `${where} > ${name}`).toHaveCount(0)
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0)
    const problems = watcher.take()
    expect(problems, `${where} > ${name}:\n${problems.join('\n')}`).toEqual([])
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  }
}

/** A user of `role` with a one-time link; the Crew user is linked to a member of a working crew. */
async function makeUser(owner: APIRequestContext, role: Role, tag: string, employeeId: string) {
  const created = await owner.post('/api/users', {
    data: {
      name: `Tour ${role} ${tag}`,
      email: `tour-${role.toLowerCase()}-${tag}@groundwork.test`,
      role,
      ...(role === 'Crew' ? { employee_id: employeeId } : {}),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const user = (await created.json()) as Row
  const link = await owner.post(`/api/users/${user.id}/set-password-link`)
  const { path } = (await link.json()) as { path: string }
  return path.slice(path.indexOf('#') + 1)
}

/** A member of a crew with jobs this week and earlier ones (their past jobs' work orders, media). */
async function crewMember(owner: APIRequestContext): Promise<string> {
  const list = async (path: string) =>
    ((await (await owner.get(path)).json()) as { items: Row[] }).items
  const crews = await list('/api/crews?limit=100')
  const jobs = await list('/api/jobs?limit=200')
  const now = Date.now()
  const crew = crews.find(
    (c) =>
      (c.members as string[]).length > 0 &&
      jobs.some((j) => j.assigned_crew_id === c.id && (j.date as number) < now) &&
      jobs.some((j) => j.assigned_crew_id === c.id && (j.date as number) >= now),
  )
  if (!crew) throw new Error('the sample data has no crew with past and coming jobs')
  return (crew.members as string[])[0] ?? ''
}

async function signedInContext(
  browser: Browser,
  baseURL: string,
  role: Role,
  size: Size,
): Promise<BrowserContext> {
  const options = {
    baseURL,
    viewport: size.viewport,
    ...(size.isPhone ? { isMobile: true, hasTouch: true } : {}),
  }
  const port = Number(new URL(baseURL).port)
  if (role === 'Owner')
    return browser.newContext({ ...options, storageState: ownerStatePath(port) })
  const owner = await browser.newContext({ baseURL, storageState: ownerStatePath(port) })
  const token = await makeUser(
    owner.request,
    role,
    `${size.name}-${Date.now().toString(36)}`,
    role === 'Crew' ? await crewMember(owner.request) : '',
  )
  await owner.close()
  const context = await browser.newContext(options)
  const set = await context.request.post('/api/auth/set-password', {
    data: { token, password: `tour-${role.toLowerCase()}-password` },
  })
  expect(set.status(), await set.text()).toBe(200)
  return context
}

/** Opens a nav link the way the role would: the sidebar, or the phone's menu. */
async function openNavLink(page: Page, size: Size, link: NavLink) {
  if (size.isPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' })
    await drawer.getByRole('link', { name: link.label, exact: true }).click()
    await expect(drawer).toBeHidden()
  } else {
    await page.locator('aside').getByRole('link', { name: link.label, exact: true }).click()
  }
  await expect(page).toHaveURL(isAt(link.href))
}

test.describe('Role tour (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no roles (SPEC section 6)')

  for (const role of ROLES) {
    for (const size of SIZES) {
      test(`${role} at ${size.name} size: every screen of their navigation works`, async ({
        browser,
        baseURL,
      }) => {
        test.setTimeout(120_000)
        const context = await signedInContext(browser, baseURL ?? '', role, size)
        // A long business name, as real ones are (the branding answer only: no shared state).
        await context.route('**/api/settings/branding', (route) =>
          route.fulfill({ json: { business_name: LONG_BUSINESS_NAME, brand_color: '#2f6b3a' } }),
        )
        try {
          const page = await context.newPage()
          const watcher = watch(page)
          // Where signing in lands: the dashboard, or the jobs list for a role without it.
          await page.goto(scopeOf(role, 'dashboard:read') ? '/dashboard' : '/projects/jobs')
          await expectScreenFine(page, watcher, `${role} home`)
          // The business name's link leads home too, not to a page the role may not use.
          await page
            .locator(size.isPhone ? 'header' : 'aside')
            .getByRole('link', { name: new RegExp(LONG_BUSINESS_NAME) })
            .click({ timeout: 10_000 })
          await expectScreenFine(page, watcher, `${role} business name link`)

          const links = navLinksOf(role)
          // The app draws exactly the table's links for the role (the desktop sidebar).
          if (!size.isPhone) {
            const shown = await page
              .locator('aside')
              .getByRole('navigation', { name: 'Main navigation' })
              .getByRole('link')
              .allTextContents()
            expect(shown.map((s) => s.trim())).toEqual(links.map((l) => l.label))
            // The business name stays inside the sidebar.
            const aside = await page.locator('aside').boundingBox({ timeout: 5_000 })
            const brand = await page
              .locator('aside')
              .getByRole('link', { name: new RegExp(LONG_BUSINESS_NAME) })
              .boundingBox({ timeout: 5_000 })
            expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeLessThanOrEqual(
              (aside?.x ?? 0) + (aside?.width ?? 0) - 1,
            )
            await tourOverlays(page, watcher, role)
          }
          for (const link of links) {
            const where = `${role} ${size.name} ${link.label}`
            await openNavLink(page, size, link)
            await expectScreenFine(page, watcher, where)
            await tourTabs(page, watcher, where)
            if (role === 'Crew' && link.href === '/projects/work-orders') {
              await expect(page.getByText('Job removed'), where).toHaveCount(0)
            }
            if (role === 'Crew' && link.href === '/tools/gallery') {
              await expect(page.getByRole('heading', { name: /^Untitled/ }), where).toHaveCount(0)
            }
          }
          if (size.isPhone) {
            const bar = page.getByRole('navigation', { name: 'Quick navigation' })
            for (const tab of tabLinksOf(role)) {
              const where = `${role} phone tab ${tab.label}`
              await bar.getByRole('link', { name: tab.label, exact: true }).click()
              await expect(page).toHaveURL(isAt(tab.href))
              await expectScreenFine(page, watcher, where)
              await tourTabs(page, watcher, where)
            }
          }
          if (role === 'Owner' && size.isPhone) {
            // A job with an invoice: its buttons stay inside the screen.
            const invoices = (await (await page.request.get('/api/invoices?limit=50')).json()) as {
              items: Row[]
            }
            const invoice = invoices.items.find((i) => typeof i.job_id === 'string')
            expect(invoice, 'the sample data has an invoice of a job').toBeDefined()
            await page.goto(`/projects/jobs/${String(invoice?.job_id)}`)
            await expectScreenFine(page, watcher, 'Owner phone job page')
            const button = page.getByRole('link', { name: `Invoice ${String(invoice?.number)}` })
            const box = await button.boundingBox()
            expect(box && box.x + box.width).toBeLessThanOrEqual(390 - 12)
          }
        } finally {
          await context.close()
        }
      })
    }
  }
})
