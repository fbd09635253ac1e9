// The dashboard in both modes: the tiles show figures from the live data (here the seed, whose
// values are worked out below from the seed rows), each tile opens a list that applies its filter,
// and the reports page behind the revenue tile.
import { generateSeed } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'

// Days start at midnight UTC in this test, as the seed's "today" does.
test.use({ timezoneId: 'UTC' })

const DAY = 86_400_000
const dollars = (n: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
  }).format(n)

/** What the tiles must say for the seed, computed from its rows with the spec's rules. */
function expectedFigures() {
  const now = Date.now()
  const seed = generateSeed(now)
  const today = now - (now % DAY)
  const sum = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100
  const paidIn = (start: number, end: number) =>
    sum(seed.payments.filter((p) => p.date >= start && p.date < end).map((p) => p.amount))
  const start = today - 29 * DAY
  const revenue = paidIn(start, today + DAY)
  const previous = paidIn(start - 30 * DAY, start)
  const open = seed.estimates.filter((e) => e.status === 'Open')
  const overdue = seed.invoices.filter((i) => i.status === 'Overdue')
  return {
    jobsToday: seed.jobs.filter((j) => j.date >= today && j.date < today + DAY).length,
    // Not Done, from today for 7 days, at most 5 (fewer on a Saturday: the seed's week is over).
    upcoming: Math.min(
      5,
      seed.jobs.filter((j) => j.status !== 'Done' && j.date >= today && j.date < today + 7 * DAY)
        .length,
    ),
    openEstimates: open.length,
    openTotal: sum(open.map((e) => e.total)),
    overdue: overdue.length,
    overdueTotal: sum(overdue.map((i) => i.amount)),
    revenue,
    change: Math.round(((revenue - previous) / previous) * 100),
    crews: seed.crews.filter((c) => c.on_site_now).length,
    crewsTotal: seed.crews.length,
    unread: seed.messages.filter((m) => m.unread).length,
  }
}

test.describe('Dashboard', () => {
  test('shows the live figures of the seed on its six tiles', async ({ page }) => {
    const f = expectedFigures()
    // The seed is built so that some of them are the spec's sample figures.
    expect([f.jobsToday, f.overdue, f.overdueTotal, f.crews, f.unread]).toEqual([4, 3, 8450, 2, 3])
    // Open estimates are those with status Open (not Sent): 5 in the seed, as the list says.
    expect(f.openEstimates).toBe(5)

    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    const tiles = page.getByRole('region', { name: 'Key figures' })
    const tile = (href: string) => tiles.locator(`a[href="${href}"]`)
    await expect(tile('/projects/jobs?filter=today')).toContainText(`Jobs Today${f.jobsToday}`)
    await expect(tile('/sales/estimates?filter=open')).toContainText(
      `Open Estimates${f.openEstimates}${dollars(f.openTotal)} in open quotes`,
    )
    await expect(tile('/billing/invoices?filter=overdue')).toContainText(
      `Overdue Invoices${f.overdue}${dollars(f.overdueTotal)} overdue`,
    )
    await expect(tile('/reports?view=revenue-30')).toContainText(
      `30-Day Revenue${dollars(f.revenue)}up ${f.change}% vs previous 30 days`,
    )
    await expect(tile('/team/crews?filter=active')).toContainText(
      `Crews On Site${f.crews}of ${f.crewsTotal} crews`,
    )
    await expect(tile('/messages/inbox?filter=unread')).toContainText(`Unread Messages${f.unread}`)

    const upcoming = page.getByRole('region', { name: 'Upcoming This Week' })
    await expect(upcoming.getByRole('link', { name: 'View Calendar' })).toHaveAttribute(
      'href',
      '/projects/calendar',
    )
    const jobs = upcoming.getByRole('list', { name: 'Upcoming jobs' }).getByRole('link')
    await expect(jobs).toHaveCount(f.upcoming)
    await expect(jobs.first()).toHaveAttribute('href', /^\/projects\/jobs\/[0-9a-f-]{36}$/)
  })

  test('follows the data: paying an overdue invoice changes the tiles', async ({ page }) => {
    const f = expectedFigures()
    await page.goto('/dashboard')
    const attention = page.getByRole('region', { name: 'Needs Attention' })
    const firstOverdue = attention.getByRole('link').first()
    await expect(firstOverdue).toBeVisible()
    await firstOverdue.click()
    await expect(page).toHaveURL(/\/billing\/invoices\/[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: 'Mark as Paid' }).click()
    // The invoice screen asks before recording the payment.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as Paid' }).click()
    await expect(page.getByText('Invoice has been paid')).toBeVisible()

    await page.goto('/dashboard')
    const tiles = page.getByRole('region', { name: 'Key figures' })
    await expect(tiles.locator('a[href="/billing/invoices?filter=overdue"]')).toContainText(
      `Overdue Invoices${f.overdue - 1}`,
    )
    await expect(tiles.locator('a[href="/reports?view=revenue-30"]')).not.toContainText(
      dollars(f.revenue),
    )
  })

  test('each tile opens a list that applies its filter', async ({ page }) => {
    const f = expectedFigures()
    const cases: [href: string, url: RegExp, shows: string | RegExp][] = [
      [
        '/projects/jobs?filter=today',
        /\/projects\/jobs\?filter=today$/,
        `${f.jobsToday} jobs today`,
      ],
      ['/billing/invoices?filter=overdue', /filter=overdue/, `${f.overdue} overdue invoices`],
      [
        '/team/crews?filter=active',
        /\/team\/crews\?filter=active$/,
        `${f.crews} crews on site now`,
      ],
      [
        '/sales/estimates?filter=open',
        /\/sales\/estimates\?filter=open$/,
        `${f.openEstimates} open`,
      ],
      ['/messages/inbox?filter=unread', /\/messages\/inbox\?filter=unread$/, /.+/],
      ['/reports?view=revenue-30', /\/reports\?view=revenue-30$/, 'Daily Revenue'],
    ]
    for (const [href, url, shows] of cases) {
      await page.goto('/dashboard')
      await page.getByRole('region', { name: 'Key figures' }).locator(`a[href="${href}"]`).click()
      await expect(page, href).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible()
      await expect(page.locator('main').getByText(shows).first(), href).toBeVisible()
    }
  })

  test('the reports show revenue by month and jobs by status, and the 30-day view', async ({
    page,
  }) => {
    const f = expectedFigures()
    await page.goto('/reports')
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(
      page.getByRole('region', { name: 'Revenue by Month' }).locator('svg').first(),
    ).toBeVisible()
    const statuses = page.getByRole('list', { name: 'Jobs by status' })
    await expect(statuses).toContainText('Scheduled')
    await expect(statuses).toContainText('Done')

    await page.getByRole('tab', { name: 'Last 30 Days' }).click()
    await expect(page).toHaveURL(/\?view=revenue-30$/)
    const stats = page.getByRole('region', { name: 'Last 30 days' })
    await expect(stats).toContainText(dollars(f.revenue))
    await expect(stats).toContainText(`+${f.change}%`)
    await expect(
      page.getByRole('region', { name: 'Daily Revenue' }).locator('svg').first(),
    ).toBeVisible()
  })
})

test.describe('Dashboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('fits the screen: no sideways scrolling, tiles two by two', async ({ page }) => {
    await page.goto('/dashboard')
    const tiles = page.getByRole('region', { name: 'Key figures' }).getByRole('link')
    await expect(tiles).toHaveCount(6)
    await expect(tiles.first()).toContainText(/Jobs Today\d/)
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(390)
    const [a, b] = await Promise.all([tiles.nth(0).boundingBox(), tiles.nth(1).boundingBox()])
    expect(a?.y).toBe(b?.y)
    expect(a?.height).toBeGreaterThanOrEqual(44)
  })
})
