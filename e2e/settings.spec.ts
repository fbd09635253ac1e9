// Settings and Support in both modes: export and reset of all data, branding, users, tickets.
import { readFile } from 'node:fs/promises'
import { resources } from '../src/domain/resources'
import { DEFAULT_BILLING_SETTINGS } from '../src/domain/settings/billing-settings'
import { DEFAULT_BRANDING } from '../src/domain/settings/branding-defaults'
import { SEED_COUNTS } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'

test.describe('Settings > Demo', () => {
  test('counts the live data and exports every collection as parseable JSON', async ({ page }) => {
    await page.goto('/settings/demo')
    await expect(
      page.getByText('20 contacts, 12 accounts, 18 projects, 10 quotes, 12 bills, 24 photos'),
    ).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export Demo JSON' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^groundwork-demo-\d{4}-\d{2}-\d{2}\.json$/)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Demo data exported' })
    await expect(toast).toContainText('JSON file downloaded successfully')

    const path = await file.path()
    const data = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>
    for (const { name } of resources) {
      expect(Array.isArray(data[name]), name).toBe(true)
    }
    for (const [name, count] of Object.entries(SEED_COUNTS)) {
      expect(data[name], name).toHaveLength(count)
    }
    expect(data.plan).toMatchObject({ tier: 'Free', limit: 100 })
    expect(data.activity).toHaveLength(365)
    // The sample branding, with the document fields of issue #30 at their defaults, and the
    // billing settings of issue #34 at theirs (Sales tax 8%, rounding on, Net 30).
    expect(data.settings).toEqual({ branding: DEFAULT_BRANDING, billing: DEFAULT_BILLING_SETTINGS })
  })

  test('reset asks first, then restores the sample data and reloads', async ({ page }) => {
    await page.goto('/support/tickets')
    await page.getByLabel('Subject').fill('Printer jam')
    await page.getByLabel('Description').fill('The office printer jams on invoices')
    await page.getByRole('button', { name: 'Create Ticket' }).click()
    await expect(page.getByRole('list', { name: 'Tickets' })).toContainText('Printer jam')

    await page.goto('/settings/demo')
    await page.getByRole('button', { name: 'Reset Demo Data' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Reset all demo data? This will reload the page.')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Reset Demo Data' }).click()
    const reloaded = page.waitForEvent('load')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click()
    await reloaded
    await expect(page).toHaveURL(/\/settings\/demo$/)
    await expect(
      page.getByText('20 contacts, 12 accounts, 18 projects, 10 quotes, 12 bills, 24 photos'),
    ).toBeVisible()
    await page.goto('/support/tickets')
    await expect(page.getByText('No data yet')).toBeVisible()
  })
})

test.describe('Settings > Business / Branding', () => {
  test('saves the business name and colour for the whole app, and refuses a bad colour', async ({
    page,
  }) => {
    await page.goto('/settings/branding')
    const name = page.getByLabel('Business name')
    await expect(name).toHaveValue('Groundwork')
    await page.getByLabel('Brand colour', { exact: true }).fill('blue')
    await page.getByRole('button', { name: 'Save Branding' }).click()
    await expect(
      page
        .getByRole('form', { name: 'Branding' })
        .getByText('Brand colour must be a hex colour like #2f6b3a'),
    ).toBeVisible()

    await name.fill('Acme Lawns')
    await page.getByRole('button', { name: 'Use #1d4ed8' }).click()
    await page.getByRole('button', { name: 'Save Branding' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Branding saved' }),
    ).toBeVisible()

    await page.reload()
    await expect(page.locator('aside')).toContainText('Acme Lawns')
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    )
    expect(primary).toBe('#1d4ed8')
    await expect(page.getByLabel('Brand colour', { exact: true })).toHaveValue('#1d4ed8')
  })
})

// Server mode's accounts (sign-in links, deactivation) are users-and-roles.spec.ts.
test.describe('Settings > Users & Roles (demo)', () => {
  test.skip(() => test.info().project.name !== 'demo', 'server mode: users-and-roles.spec.ts')

  test('adds a user with a role', async ({ page }) => {
    await page.goto('/settings/users')
    await expect(page.getByText('1 user')).toBeVisible()
    await page.getByRole('button', { name: 'Add User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add User' })
    await dialog.getByLabel('Name').fill('Rosa Delgado')
    await dialog.getByLabel('Email').fill('rosa@example.com')
    await dialog.getByLabel('Role').selectOption('Crew')
    // A Crew user is linked to their employee record.
    await pickRecord(dialog, 'Employee', /Miguel Torres/, 'Miguel')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expect(dialog).toBeHidden()
    const list = page.getByRole('list', { name: 'Users' })
    await expect(list).toContainText('Rosa Delgado')
    await expect(page.getByLabel('Role of Rosa Delgado')).toHaveValue('Crew')
    await page.reload()
    await expect(page.getByText('2 users')).toBeVisible()
  })
})

test.describe('Support', () => {
  test('a ticket is saved to the list and can be resolved', async ({ page }) => {
    await page.goto('/support/tickets')
    await page.getByRole('button', { name: 'Create Ticket' }).click()
    await expect(
      page.getByRole('form', { name: 'New ticket' }).getByText('Subject is required'),
    ).toBeVisible()

    await page.getByLabel('Subject').fill('Export is slow')
    await page.getByLabel('Priority').selectOption('High')
    await page.getByLabel('Description').fill('Takes a minute on my phone')
    await page.getByRole('button', { name: 'Create Ticket' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Ticket created' }),
    ).toBeVisible()
    const list = page.getByRole('list', { name: 'Tickets' })
    await expect(list).toContainText('Export is slow')
    await list.getByRole('button', { name: 'Mark Resolved' }).click()
    await expect(list.getByRole('button', { name: 'Reopen' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('list', { name: 'Tickets' })).toContainText('Resolved')
  })

  test('the knowledge base finds articles', async ({ page }) => {
    await page.goto('/support/kb')
    await page.getByLabel('Search articles').fill('overdue')
    await expect(page).toHaveURL(/\?q=overdue$/)
    const article = page.getByText('Find and chase overdue invoices')
    await article.click()
    await expect(page.getByText('Select it to open Billing > Invoices')).toBeVisible()
  })
})
