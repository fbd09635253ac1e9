// The Leads journey in both modes: the list, the New Lead form and its rule, the detail page with
// stages, activity, notes and documents, Convert to Job, and 'Lead not found'.
import type { Page } from '@playwright/test'
import { generateSeed } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'
import { toast } from './page-helpers'

const seed = generateSeed(Date.now())
const person = seed.persons.find((p) => p.name === 'Susan Thomas')
if (!person) throw new Error('seed has no Susan Thomas')

const tile = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Stats' }).getByText(label).locator('..').locator('dd')

test.describe('Leads', () => {
  test('lists the seeded leads and filters them by stage', async ({ page }) => {
    await page.goto('/sales/leads')
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
    await expect(page.getByText(`${seed.leads.length} leads`)).toBeVisible()
    const won = seed.leads.filter((l) => l.stage === 'Won')
    await page.getByRole('tab', { name: 'Won' }).click()
    await expect(page).toHaveURL(/stage=Won/)
    await expect(page.getByRole('list', { name: 'Leads' }).getByRole('link')).toHaveCount(
      won.length,
    )
    await page.getByRole('link', { name: 'New Lead' }).click()
    await expect(page).toHaveURL(/\/sales\/leads\/new$/)
  })

  test('refuses a lead without a name or contact person, with the spec toast', async ({ page }) => {
    await page.goto('/sales/leads/new')
    await expect(page.getByLabel('Stage')).toHaveValue('New')
    await expect(page.getByLabel('Source')).toHaveValue('Website')
    await expect(page.getByLabel('Stage').locator('option')).toHaveText([
      'New',
      'Contacted',
      'Quoted',
    ])
    await page.getByLabel('Name').fill('Backyard patio')
    await page.getByRole('button', { name: 'Create Lead' }).click()
    const error = toast(page, 'Please fill all required fields')
    await expect(error).toBeVisible()
    await expect(error).toContainText('Error')
    await expect(page).toHaveURL(/\/sales\/leads\/new$/)
  })

  test('creates a lead, works it, and converts it to a job', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/sales/leads/new')
    await page.getByLabel('Name').fill('Backyard patio')
    await pickRecord(page, 'Contact Person', person.name, person.name)
    await page.getByLabel('Stage').selectOption('Contacted')
    await page.getByLabel('Source').selectOption('Referral')
    await page.getByLabel('Potential Value ($)').fill('4800')
    await page.getByRole('button', { name: 'Create Lead' }).click()

    await expect(page).toHaveURL(/\/sales\/leads\/[0-9a-f-]{36}$/)
    const leadId = page.url().split('/').pop() ?? ''
    await expect(page.getByRole('heading', { name: 'Backyard patio', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: person.email })).toHaveAttribute(
      'href',
      `mailto:${person.email}`,
    )
    await expect(page.getByRole('link', { name: person.phone })).toHaveAttribute(
      'href',
      `tel:${person.phone}`,
    )
    await expect(tile(page, 'Current Stage')).toHaveText('Contacted')
    await expect(tile(page, 'Lead Source')).toHaveText('Referral')
    await expect(tile(page, 'Interactions')).toHaveText('0')
    await expect(tile(page, 'Potential Value')).toHaveText('$4,800')

    // Stage moves, and Edit Lead.
    await page.getByRole('group', { name: 'Stage' }).getByRole('button', { name: 'Quoted' }).click()
    await expect(tile(page, 'Current Stage')).toHaveText('Quoted')
    await page.getByRole('button', { name: 'Edit Lead' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Lead' })
    await edit.getByLabel('Potential Value ($)').fill('5250.50')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(tile(page, 'Potential Value')).toHaveText('$5,250.50')

    // Activity and notes are stored and counted.
    await page.getByRole('tab', { name: 'Activity' }).click()
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText('Lead created')
    await page.getByRole('button', { name: 'Log Activity' }).click()
    const log = page.getByRole('dialog', { name: 'Log Activity' })
    await log.getByLabel('Type').selectOption('Site Visit')
    await log.getByLabel('Summary').fill('Measured the back yard')
    await log.getByRole('button', { name: 'Save Activity' }).click()
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
      'Measured the back yard',
    )
    await expect(tile(page, 'Interactions')).toHaveText('1')

    await page.getByRole('tab', { name: 'Notes' }).click()
    await expect(page.getByText('No notes yet')).toBeVisible()
    await page.getByRole('button', { name: 'Add Note' }).click()
    await expect(page.getByLabel('New note')).toBeFocused()
    await page.getByLabel('New note').fill('Wants pavers, not concrete')
    await page.getByRole('button', { name: 'Save Note' }).click()
    await expect(page.getByRole('list', { name: 'Notes' })).toContainText(
      'Wants pavers, not concrete',
    )
    await expect(tile(page, 'Interactions')).toHaveText('2')

    // Documents upload and download.
    await page.getByRole('tab', { name: 'Documents' }).click()
    await expect(page.getByText('No documents uploaded yet')).toBeVisible()
    await page.getByTestId('lead-document-input').setInputFiles({
      name: 'patio-quote.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\nPatio quote\n'),
    })
    await expect(toast(page, 'Document uploaded')).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download patio-quote.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('patio-quote.pdf')
    await page.getByTestId('lead-document-input').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    })
    await expect(toast(page, 'This type of file cannot be uploaded')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveCount(1)

    // Kept after a reload.
    await page.reload()
    await expect(tile(page, 'Interactions')).toHaveText('2')

    // Convert to Job: a job for the lead's person, and the lead is Won.
    await page.getByRole('button', { name: 'Convert to Job' }).click()
    const convert = page.getByRole('dialog', { name: 'Convert to Job' })
    await expect(convert.getByLabel('Job title')).toHaveValue('Backyard patio')
    await expect(convert.getByLabel('Address')).toHaveValue(person.location)
    await convert.getByLabel('Address').fill('18 Willow Way, Austin, TX')
    await convert.getByRole('button', { name: 'Create Job' }).click()
    await expect(toast(page, 'Job created')).toContainText('Lead converted to job and marked Won')
    await expect(tile(page, 'Current Stage')).toHaveText('Won')
    await expect(page.getByRole('button', { name: 'Convert to Job' })).toHaveCount(0)
    await page.getByRole('link', { name: 'View Job' }).first().click()
    await expect(page).toHaveURL(/\/projects\/jobs\/[0-9a-f-]{36}$/)
    const jobId = page.url().split('/').pop() ?? ''
    await expect(
      page.getByText('Backyard patio').first().or(page.getByText('No data yet')),
    ).toBeVisible()

    if (testInfo.project.name === 'server') {
      const job = await (await request.get(`/api/jobs/${jobId}`)).json()
      expect(job).toMatchObject({
        title: 'Backyard patio',
        client_person_id: person.id,
        address: '18 Willow Way, Austin, TX',
        status: 'Scheduled',
      })
      const lead = await (await request.get(`/api/leads/${leadId}`)).json()
      expect(lead).toMatchObject({ stage: 'Won', job_id: jobId })
    } else {
      await page.goto('/sales/leads?stage=Won')
      await expect(
        page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: /Backyard patio/ }),
      ).toBeVisible()
    }
  })

  test('deletes a lead with its history, after saying what goes with it', async ({ page }) => {
    const lead = seed.leads.find((l) => seed['lead-documents'].some((d) => d.lead_id === l.id))
    if (!lead) throw new Error('seed has no lead with a document')
    await page.goto(`/sales/leads/${lead.id}`)
    await page.getByRole('button', { name: 'Delete lead' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog.getByText('1 document — deleted with this lead')).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete Lead' }).click()
    await expect(page).toHaveURL(/\/sales\/leads$/)
    await expect(page.getByText(`${seed.leads.length - 1} leads`)).toBeVisible()
  })

  test('says Lead not found for an unknown id', async ({ page }) => {
    await page.goto('/sales/leads/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Lead not found')).toBeVisible()
    await page.goto('/sales/leads/not-an-id')
    await expect(page.getByText('Lead not found')).toBeVisible()
  })
})
