// Projects: the calendar week, navigation, crew filter and rescheduling (drag and 'Move to').
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'

const monthYear =
  /^(January|February|March|April|May|June|July|August|September|October|November|December)( \d{4})?( – (January|February|March|April|May|June|July|August|September|October|November|December) \d{4})?$/

function heading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 })
}

function dayLabel(offsetDays: number): string {
  const d = new Date()
  d.setDate(d.getDate() + offsetDays)
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(d)
}

test.describe('Calendar', () => {
  test('shows the week Sunday to Saturday and navigates weeks', async ({ page }) => {
    await page.goto('/projects/calendar')
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible()
    await expect(heading(page)).toHaveText(monthYear)
    await expect(page.getByRole('main').locator('section[aria-label]')).toHaveCount(7)
    await expect(page.getByRole('main').locator('section[aria-label]').first()).toHaveAttribute(
      'aria-label',
      /^Sunday/,
    )
    await expect(page.getByRole('main').locator('section[aria-label]').last()).toHaveAttribute(
      'aria-label',
      /^Saturday/,
    )
    // Today's column is in this week, with the seeded jobs of today linking to their pages.
    const today = page.getByRole('region', { name: dayLabel(0) })
    await expect(today.getByRole('link').first()).toBeVisible()
    await today.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/projects\/jobs\/[0-9a-f-]{36}$/)
    await page.goBack()

    const firstDay = await page
      .getByRole('main')
      .locator('section[aria-label]')
      .first()
      .getAttribute('aria-label')
    await page.getByRole('button', { name: 'Next week' }).click()
    await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/)
    await expect(page.getByRole('main').locator('section[aria-label]').first()).not.toHaveAttribute(
      'aria-label',
      firstDay ?? '',
    )
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next week' }).click()
    // Five weeks ahead the sample data has no jobs: every day says so.
    await expect(page.getByText('No events')).toHaveCount(7)
    await expect(heading(page)).toHaveText(monthYear)

    await page.getByRole('button', { name: 'Today' }).click()
    await expect(page).not.toHaveURL(/week=/)
    await expect(page.getByRole('main').locator('section[aria-label]').first()).toHaveAttribute(
      'aria-label',
      firstDay ?? '',
    )
    await page.getByRole('button', { name: 'Previous week' }).click()
    await expect(page).toHaveURL(/week=/)
  })

  test('filters by crew', async ({ page }) => {
    await page.goto('/projects/calendar')
    const links = page.locator('section[aria-label] a')
    await expect(links.first()).toBeVisible()
    const all = await links.count()
    await pickRecord(page, 'Crew', 'Crew Alpha', 'alp')
    await expect(page).toHaveURL(/crew=[0-9a-f-]{36}/)
    await expect.poll(() => links.count()).toBeLessThan(all)
    const jobs = page.locator('section[aria-label] li')
    for (const item of await jobs.all()) await expect(item).toContainText('Crew Alpha')
  })

  test("moves a job to another day with 'Move to', and it stays there", async ({ page }) => {
    await page.goto('/projects/calendar')
    const today = page.getByRole('region', { name: dayLabel(0) })
    const move = today.getByRole('button', { name: /^Move .* to another date$/ }).first()
    const title = ((await move.getAttribute('aria-label')) ?? '')
      .replace(/^Move /, '')
      .replace(/ to another date$/, '')
    await move.click()
    const target = new Date()
    target.setDate(target.getDate() + (target.getDay() === 6 ? -1 : 1))
    const pad = (n: number) => String(n).padStart(2, '0')
    const iso = `${target.getFullYear()}-${pad(target.getMonth() + 1)}-${pad(target.getDate())}`
    await page.getByLabel('New date').fill(iso)
    await page.getByRole('button', { name: 'Move Job' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Job rescheduled' }),
    ).toBeVisible()
    const label = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(target)
    const targetDay = page.getByRole('region', { name: label })
    await expect(targetDay.getByRole('link', { name: new RegExp(escape(title)) })).toBeVisible()
    await page.reload()
    await expect(
      page
        .getByRole('region', { name: label })
        .getByRole('link', { name: new RegExp(escape(title)) }),
    ).toBeVisible()
  })

  test('drags a job to another day', async ({ page }) => {
    await page.goto('/projects/calendar')
    const today = page.getByRole('region', { name: dayLabel(0) })
    const handle = today.getByRole('button', { name: /^Drag .* to another day$/ }).first()
    const name = (await handle.getAttribute('aria-label')) ?? ''
    const title = name.replace(/^Drag /, '').replace(/ to another day$/, '')
    const before = await today.getByRole('listitem').count()
    const offset = new Date().getDay() === 6 ? -1 : 1
    const targetDay = page.getByRole('region', { name: dayLabel(offset) })
    const from = await handle.boundingBox()
    const to = await targetDay.boundingBox()
    if (!from || !to) throw new Error('no layout')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 })
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(80, to.height / 2), { steps: 15 })
    await page.mouse.up()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Job rescheduled' }),
    ).toBeVisible()
    await expect(today.getByRole('listitem')).toHaveCount(before - 1)
    await expect(targetDay.getByRole('link', { name: new RegExp(escape(title)) })).toBeVisible()
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
