// Team: contractors, employees (with the detail page) and crews, in both modes.
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'
import { toast } from './page-helpers'

test.describe('Contractors', () => {
  test('shows insurance badges and adds a contractor', async ({ page }) => {
    await page.goto('/team/contractors')
    await expect(page.getByText('4 contractors')).toBeVisible()
    await expect(page.getByText('Insurance Verified')).toHaveCount(3)
    await expect(page.getByText('No Insurance')).toHaveCount(1)

    await page.getByRole('button', { name: 'Add Contractor' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Contractor' }).click()
    await expect(dialog.getByText('Company is required')).toBeVisible()
    await dialog.getByLabel('Company').fill('Lone Star Fencing')
    await dialog.getByLabel('Contact').fill('Ray Moss')
    await dialog.getByLabel('Insurance certificate on file').check()
    await dialog.getByRole('button', { name: 'Add Contractor' }).click()
    await expect(toast(page, 'Contractor added')).toBeVisible()
    await expect(page.getByText('5 contractors')).toBeVisible()
    const card = page.getByRole('article').filter({ hasText: 'Lone Star Fencing' })
    await expect(card).toContainText('Ray Moss')
    await expect(card).toContainText('Insurance Verified')
  })
})

test.describe('Employees', () => {
  test('lists employees, adds one and opens the detail', async ({ page }) => {
    await page.goto('/team/employees')
    await expect(page.getByText('6 employees')).toBeVisible()
    const miguel = page.getByRole('link', { name: /Miguel Torres/ })
    await expect(miguel).toContainText('Foreman')
    await expect(miguel).toContainText('$24/hr')
    await expect(miguel).toContainText('Available')

    await page.getByRole('button', { name: 'Add Employee' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Lena Ortiz')
    await dialog.getByLabel('Role').selectOption('Estimator')
    await dialog.getByLabel('Hourly rate ($)').fill('31.5')
    await dialog.getByRole('button', { name: 'Add Employee' }).click()
    await expect(toast(page, 'Employee added')).toBeVisible()
    await expect(page.getByText('7 employees')).toBeVisible()
    await expect(page.getByRole('link', { name: /Lena Ortiz/ })).toContainText('$31.50/hr')

    await miguel.click()
    await expect(page.getByRole('heading', { name: 'Miguel Torres' })).toBeVisible()
    const header = page.getByRole('main').locator('header')
    await expect(header.getByText('Full-time')).toBeVisible()
    await expect(header.getByText('40 hrs/week')).toBeVisible()
    const stats = page.getByRole('region', { name: 'Stats' })
    for (const tile of ['Crews', 'Active Jobs', 'Hours This Week', 'Earnings']) {
      await expect(stats.getByText(tile, { exact: true })).toBeVisible()
    }
    await expect(stats.getByRole('definition').first()).toHaveText('1')
    for (const tab of ['Info', 'Crews', 'Jobs', 'Schedule', 'Notes']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }
    await page.getByRole('tab', { name: 'Crews' }).click()
    await expect(page.getByRole('tabpanel')).toContainText('Crew Alpha')
    await page.getByRole('tab', { name: 'Jobs' }).click()
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible()

    // A new employee is in no crew and has no jobs.
    await page.goto('/team/employees')
    await page.getByRole('link', { name: /Lena Ortiz/ }).click()
    await page.getByRole('tab', { name: 'Crews' }).click()
    await expect(page.getByText('Not assigned to any crews')).toBeVisible()
    await page.getByRole('tab', { name: 'Jobs' }).click()
    await expect(page.getByText('No active jobs')).toBeVisible()
  })

  test('says Employee not found for an unknown id', async ({ page }) => {
    await page.goto('/team/employees/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Employee not found')).toBeVisible()
    await page.goto('/team/employees/xyz')
    await expect(page.getByText('Employee not found')).toBeVisible()
  })
})

test.describe('Crews', () => {
  test('shows who is on site, filters the active crews and creates and edits a crew', async ({
    page,
  }) => {
    await page.goto('/team/crews')
    await expect(page.getByText('4 crews')).toBeVisible()
    await expect(
      page.getByText('On Site Now', { exact: true }).and(page.locator('span')),
    ).toHaveCount(2)
    const charlie = page.getByRole('article').filter({ hasText: 'Crew Charlie' })
    await expect(charlie).toContainText('3 members')
    await expect(
      charlie.getByRole('list', { name: 'Members of Crew Charlie' }).getByRole('listitem'),
    ).toHaveCount(3)

    await page.goto('/team/crews?filter=active')
    await expect(page.getByText('2 crews on site now')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(2)
    await page.getByRole('tab', { name: 'All' }).click()
    await expect(page.getByRole('article')).toHaveCount(4)

    await page.getByRole('button', { name: 'Create Crew' }).click()
    let dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill('Crew Echo')
    await pickRecord(dialog, 'Members', /Miguel Torres/, 'Migu')
    await pickRecord(dialog, 'Members', /Sarah Chen/, 'Sar')
    await dialog.getByRole('button', { name: 'Create Crew' }).click()
    await expect(toast(page, 'Crew created')).toBeVisible()
    const echo = page.getByRole('article').filter({ hasText: 'Crew Echo' })
    await expect(echo).toContainText('2 members')

    await echo.getByRole('button', { name: 'Edit Crew Echo' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Remove Miguel Torres' }).click()
    await dialog.getByLabel('On site now').check()
    await dialog.getByRole('button', { name: 'Save Crew' }).click()
    await expect(toast(page, 'Crew updated')).toBeVisible()
    await expect(echo).toContainText('1 member')
    await expect(echo).toContainText('On Site Now')
    await page.reload()
    await expect(page.getByRole('article').filter({ hasText: 'Crew Echo' })).toContainText(
      '1 member',
    )
  })
})
