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
    await page.getByLabel('Phone', { exact: true }).fill('(512) 555-0199')
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

test.describe('Persons: edit and delete', () => {
  test('edits a person, keeping the change after a reload', async ({ page }) => {
    await page.goto('/crm/contacts/persons')
    await page.getByRole('link', { name: /Maria Garcia/ }).click()
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Person' })
    await expect(dialog.getByLabel('Name')).toHaveValue('Maria Garcia')
    await dialog.getByLabel('Email').fill('')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Name and email are required' }),
    ).toBeVisible()
    await dialog.getByLabel('Email').fill('maria.g@example.com')
    await dialog.getByLabel('Tags').fill('Commercial, Priority')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('link', { name: 'maria.g@example.com' }).first()).toBeVisible()
    await page.reload()
    await expect(page.getByText('Priority', { exact: true }).first()).toBeVisible()
  })

  test('will not delete a person who still has jobs, and says why', async ({ page }) => {
    await page.goto('/crm/contacts/persons')
    await page.getByRole('link', { name: /Maria Garcia/ }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByText('Maria Garcia cannot be deleted yet')).toBeVisible()
    await expect(dialog.getByText(/\d+ jobs? — delete or reassign (it|them) first/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Delete Person' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('heading', { name: 'Maria Garcia' })).toBeVisible()
  })

  test('deletes a new person with their notes and calls, after saying so', async ({ page }) => {
    await page.goto('/crm/contacts/persons/new')
    await page.getByLabel('Name').fill('Nora Quinn')
    await page.getByLabel('Email').fill('nora.quinn@example.com')
    await page.getByRole('button', { name: 'Create Person' }).click()
    await expect(page.getByRole('heading', { name: 'Nora Quinn' })).toBeVisible()
    const url = page.url()

    await page.getByRole('tab', { name: 'Notes' }).click()
    await page.getByLabel('New note').fill('Prefers mornings')
    await page.getByRole('button', { name: 'Save Note' }).click()
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Prefers mornings')
    await page.getByRole('tab', { name: 'Calls' }).click()
    await page.getByLabel('Outcome').selectOption('Voicemail')
    await page.getByLabel('Summary').fill('Left a message about spring cleanup')
    await page.getByRole('button', { name: 'Log Call' }).click()
    await expect(page.getByRole('list', { name: 'Calls' })).toContainText('Voicemail')

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByText('1 person note — deleted with this person')).toBeVisible()
    await expect(dialog.getByText('1 call — deleted with this person')).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete Person' }).click()
    await expect(page).toHaveURL(/\/crm\/contacts\/persons$/)
    await expect(page.getByText('20 contacts')).toBeVisible()
    await page.goto(url)
    await expect(page.getByText('Person not found')).toBeVisible()
  })
})
