// The Companies journey in both modes: the list, a company's figures and tabs, creating and
// editing a company with sites and contacts, and 'Company not found'.
import type { Page } from '@playwright/test'
import { generateSeed } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'

const seed = generateSeed(Date.now())
const company = seed.companies.find((c) => c.contacts.length > 0)
if (!company) throw new Error('seed has no company with several contacts')
const nameOf = (id: string | null) => seed.persons.find((p) => p.id === id)?.name ?? ''
const contacts = [company.primary_contact, ...company.contacts].filter((id) => id !== null)
const jobs = seed.jobs.filter((j) => contacts.includes(j.client_person_id))

const tile = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Stats' }).getByText(label).locator('..').locator('dd')

test.describe('Companies', () => {
  test('lists the companies and shows one with its figures and tabs', async ({ page }) => {
    await page.goto('/crm/contacts/companies')
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible()
    await expect(page.getByText(`${seed.companies.length} companies`)).toBeVisible()
    await page.getByRole('link', { name: new RegExp(company.name) }).click()

    await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible()
    await expect(tile(page, 'Sites')).toHaveText(String(company.sites.length))
    await expect(tile(page, 'Contacts')).toHaveText(String(contacts.length))
    await expect(tile(page, 'Jobs')).toHaveText(String(jobs.length))
    await expect(tile(page, 'Total Revenue')).toHaveText(/^\$[\d,]+(\.\d\d)?$/)
    for (const tab of ['Info', 'Sites', 'Jobs', 'Contacts', 'Notes']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }
    await page.getByRole('tab', { name: 'Sites' }).click()
    for (const site of company.sites) {
      await expect(page.getByRole('list', { name: 'Sites' })).toContainText(site)
    }
    await page.getByRole('tab', { name: 'Contacts' }).click()
    const people = page.getByRole('list', { name: 'Contacts' })
    await expect(people.getByRole('link')).toHaveCount(contacts.length)
    await expect(
      people.getByRole('link', { name: new RegExp(nameOf(company.primary_contact)) }),
    ).toContainText('Primary contact')
    await page.getByRole('tab', { name: 'Jobs' }).click()
    await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(jobs.length)
  })

  test('creates a company with sites and contacts, then edits it', async ({ page }) => {
    const [primary, other] = seed.persons
    if (!primary || !other) throw new Error('seed too small')
    await page.goto('/crm/contacts/companies')
    await page.getByRole('button', { name: 'Add Company' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Company' })
    await dialog.getByRole('button', { name: 'Create Company' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()

    await dialog.getByLabel('Name').fill('Lakeside HOA')
    await pickRecord(dialog, 'Primary contact', primary.name, primary.name)
    await dialog.getByLabel('Find a person').fill(other.name.split(' ')[0] ?? '')
    await dialog.getByRole('checkbox', { name: other.name }).check()
    await dialog.getByRole('button', { name: 'Add Site' }).click()
    await dialog.getByLabel('Site 1 address').fill('1 Lake Dr, Austin, TX')
    await dialog.getByRole('button', { name: 'Add Site' }).click()
    await dialog.getByLabel('Site 2 address').fill('9 Shore Ln, Austin, TX')
    await dialog.getByLabel('Notes').fill('Board meets monthly')
    await dialog.getByRole('button', { name: 'Create Company' }).click()

    await expect(page).toHaveURL(/\/crm\/contacts\/companies\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Lakeside HOA', level: 1 })).toBeVisible()
    await expect(tile(page, 'Sites')).toHaveText('2')
    await expect(tile(page, 'Contacts')).toHaveText('2')

    await page.getByRole('button', { name: 'Edit Company' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Company' })
    await edit.getByRole('button', { name: 'Remove site 1' }).click()
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(tile(page, 'Sites')).toHaveText('1')
    await page.getByRole('tab', { name: 'Sites' }).click()
    await expect(page.getByRole('list', { name: 'Sites' })).toContainText('9 Shore Ln')
    await expect(page.getByRole('list', { name: 'Sites' })).not.toContainText('1 Lake Dr')

    await page.getByRole('tab', { name: 'Notes' }).click()
    await page.getByLabel('Notes about Lakeside HOA').fill('Board meets on the first Monday')
    await page.getByRole('button', { name: 'Save Notes' }).click()
    await page.reload()
    await expect(page.getByLabel('Notes about Lakeside HOA')).toHaveValue(
      'Board meets on the first Monday',
    )
    await page.goto('/crm/contacts/companies')
    await expect(page.getByText(`${seed.companies.length + 1} companies`)).toBeVisible()
  })

  test('says Company not found for an unknown id', async ({ page }) => {
    await page.goto('/crm/contacts/companies/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Company not found')).toBeVisible()
    await page.goto('/crm/contacts/companies/not-an-id')
    await expect(page.getByText('Company not found')).toBeVisible()
  })
})
