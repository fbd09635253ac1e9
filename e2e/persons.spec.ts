// The Persons journey, as a user would do it, in both modes (server and browser-only demo).
import { expect, test } from './fixtures'

test.describe('Persons', () => {
  test('lists the seeded persons and searches them', async ({ page }) => {
    await page.goto('/crm/contacts/persons')
    await expect(page.getByRole('heading', { name: 'Persons', level: 1 })).toBeVisible()
    await expect(page.getByText('20 contacts')).toBeVisible()
    await expect(page.getByRole('link', { name: /Maria Garcia/ })).toBeVisible()

    await page.getByLabel('Search persons').fill('garc')
    await expect(page.getByText('1 contact', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: /Maria Garcia/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Anthony Walker/ })).toHaveCount(0)
  })

  test('refuses an incomplete person with the spec toast and stores nothing', async ({ page }) => {
    await page.goto('/crm/contacts/persons/new')
    await page.getByLabel('Name').fill('Nora Quinn')
    await page.getByRole('button', { name: 'Create Person' }).click()
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Name and email are required' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Error')
    await expect(page).toHaveURL(/\/crm\/contacts\/persons\/new$/)

    await page.goto('/crm/contacts/persons')
    await expect(page.getByText('20 contacts')).toBeVisible()
  })

  test('creates a person with tags and opens the detail page', async ({ page }) => {
    await page.goto('/crm/contacts/persons')
    await page.getByRole('link', { name: 'Add Person' }).click()
    await expect(page).toHaveURL(/\/crm\/contacts\/persons\/new$/)
    await page.getByLabel('Name').fill('Nora Quinn')
    await page.getByLabel('Email').fill('nora.quinn@example.com')
    await page.getByLabel('Phone').fill('(512) 555-0199')
    await page.getByLabel('Tags').fill('Residential, , VIP,residential')
    await page.getByLabel('Location').fill('Austin, TX')
    await page.getByRole('button', { name: 'Create Person' }).click()

    await expect(page).toHaveURL(/\/crm\/contacts\/persons\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Nora Quinn' })).toBeVisible()
    // Tags split on commas, blanks and repeats dropped: each shows as often as the other.
    const vip = page.getByText('VIP', { exact: true })
    await expect(vip.first()).toBeVisible()
    await expect(page.getByText('Residential', { exact: true })).toHaveCount(await vip.count())
    for (const stat of ['Jobs', 'Messages', 'Photos', 'Total Spent']) {
      await expect(page.getByText(stat, { exact: true }).first()).toBeVisible()
    }
    await expect(page.getByText('$0', { exact: true })).toBeVisible()
    for (const tab of ['Info', 'Jobs', 'Messages', 'Media', 'Notes', 'Calls']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }

    // Kept after a reload, and counted in the list.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Nora Quinn' })).toBeVisible()
    await page.goto('/crm/contacts/persons')
    await expect(page.getByText('21 contacts')).toBeVisible()
  })

  test('shows a seeded person with their jobs and spending', async ({ page }) => {
    await page.goto('/crm/contacts/persons')
    await page.getByRole('link', { name: /Maria Garcia/ }).click()
    await expect(page.getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
    await page.getByRole('tab', { name: 'Jobs' }).click()
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible()
  })

  test('says Person not found for an unknown id', async ({ page }) => {
    await page.goto('/crm/contacts/persons/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Person not found')).toBeVisible()
    await page.goto('/crm/contacts/persons/not-an-id')
    await expect(page.getByText('Person not found')).toBeVisible()
  })
})
