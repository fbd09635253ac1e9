// The Estimates journey in both modes: the list and its counts, the create form (validation, line
// items, live totals, dropped rows), the status walk to a job, print, and 'Estimate not found'.
import type { Page } from '@playwright/test'
import { generateSeed } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'
import { toast } from './page-helpers'

const seed = generateSeed(Date.now())
// 'Open' is the status Open, not Sent or Accepted (issue #18): 5 in the seed.
const openCount = seed.estimates.filter((e) => e.status === 'Open').length
const client = seed.persons.find((p) => p.name === 'Linda Johnson')
if (!client) throw new Error('seed has no Linda Johnson')

/** Send to Client: on a server it opens the e-mail dialog first (the demo sends nothing). */
async function sendToClient(page: Page, isServer: boolean) {
  await page.getByRole('button', { name: 'Send to Client' }).click()
  if (!isServer) return
  const dialog = page.getByRole('dialog', { name: 'Send to Client' })
  await expect(dialog.getByLabel('To', { exact: true })).not.toHaveValue('')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
}

test.describe('Estimates', () => {
  test('lists every estimate, or only the open ones with filter=open', async ({ page }) => {
    await page.goto('/sales/estimates')
    await expect(page.getByRole('heading', { name: 'Estimates', level: 1 })).toBeVisible()
    await expect(page.getByText(`${seed.estimates.length} total`)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Estimates' }).getByRole('link')).toHaveCount(
      seed.estimates.length,
    )
    await page.getByRole('tab', { name: 'Open' }).click()
    await expect(page).toHaveURL(/\/sales\/estimates\?filter=open$/)
    expect(openCount).toBe(5)
    await expect(page.getByText('5 open')).toBeVisible()
    const openList = page.getByRole('list', { name: 'Estimates' })
    await expect(openList.getByRole('link')).toHaveCount(openCount)
    await expect(openList.getByText('Open', { exact: true })).toHaveCount(openCount)
    await expect(openList.getByText(/^(Sent|Accepted)$/)).toHaveCount(0)
    await page.goto('/sales/estimates?filter=open')
    await expect(page.getByText(`${openCount} open`)).toBeVisible()
    await page.getByRole('link', { name: 'Create Estimate' }).click()
    await expect(page).toHaveURL(/\/sales\/estimates\/new$/)
  })

  test('refuses an estimate without a client, with the spec toast', async ({ page }) => {
    await page.goto('/sales/estimates/new')
    await expect(page.getByRole('combobox', { name: 'Client', exact: true })).toHaveText(
      'Select a client...',
    )
    await page.getByRole('button', { name: 'Create Estimate' }).click()
    const error = toast(page, 'Please select a client')
    await expect(error).toBeVisible()
    await expect(error).toContainText('Error')
    await expect(page).toHaveURL(/\/sales\/estimates\/new$/)
  })

  test('creates an estimate with three rows (the empty one dropped) and walks it to a job', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/sales/estimates/new')
    await pickRecord(page, 'Client', client.name, client.name)
    await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeDisabled()

    await page.getByLabel('Item 1 Description').fill('Mulch, per yard')
    await page.getByLabel('Item 1 Qty').fill('3')
    await page.getByLabel('Item 1 Price').fill('48')
    await page.getByRole('button', { name: 'Add Item' }).click()
    await page.getByLabel('Item 2 Description').fill('Edging')
    await page.getByLabel('Item 2 Price').fill('65.50')
    await page.getByRole('button', { name: 'Add Item' }).click()
    // The third row stays empty: it is dropped on save.
    await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeEnabled()

    // 144 + 65.50 = 209.50; tax 16.76; total 226.26 rounds to $226.
    const totals = page.getByRole('definition')
    await expect(totals.filter({ hasText: '$209.50' })).toBeVisible()
    await expect(totals.filter({ hasText: '$16.76' })).toBeVisible()
    await expect(totals.filter({ hasText: '$226' })).toBeVisible()
    await expect(page.getByText('Tax (8%)')).toBeVisible()

    await page.getByRole('button', { name: 'Create Estimate' }).click()
    await expect(toast(page, 'Estimate created')).toContainText('New estimate has been saved')
    await expect(page).toHaveURL(/\/sales\/estimates\/[0-9a-f-]{36}$/)
    const id = page.url().split('/').pop() ?? ''
    await expect(
      page.getByRole('heading', { name: `Estimate #${id.slice(0, 8)}`, level: 1 }),
    ).toBeVisible()
    await expect(page.getByText(`For ${client.name}`)).toBeVisible()
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(3) // header + two kept items
    await expect(page.getByRole('cell', { name: /Mulch, per yard/ })).toBeVisible()
    await expect(page.getByRole('cell', { name: /Edging/ })).toBeVisible()
    await expect(page.getByRole('main').getByText('$226', { exact: true })).toBeVisible()

    const actions = page.getByRole('button', { name: 'Mark Accepted' })
    await expect(actions).toHaveCount(0)
    await sendToClient(page, testInfo.project.name === 'server')
    await expect(toast(page, 'Estimate updated')).toContainText('Status changed to Sent')
    await page.getByRole('button', { name: 'Mark Declined' }).click()
    await expect(toast(page, 'Status changed to Open')).toBeVisible()
    await sendToClient(page, testInfo.project.name === 'server')
    await page.getByRole('button', { name: 'Mark Accepted' }).click()
    await expect(toast(page, 'Status changed to Accepted')).toBeVisible()

    await page.getByRole('button', { name: 'Convert to Job' }).click()
    const converted = toast(page, 'Job created')
    await expect(converted).toContainText('Estimate converted to job successfully')
    // Converted once: the action gives way to a link to the job.
    await expect(page.getByRole('button', { name: 'Convert to Job' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View Job' })).toBeVisible()
    await converted.getByRole('button', { name: 'View Job' }).click()
    await expect(page).toHaveURL(/\/projects\/jobs\/[0-9a-f-]{36}$/)
    const jobId = page.url().split('/').pop() ?? ''
    const title = `Job from Estimate #${id.slice(0, 6)}`
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    // Decision 034: the job is at the client's street address and links back to its estimate.
    await expect(page.getByText(client.location).first()).toBeVisible()
    await expect(page.getByRole('link', { name: `Estimate #${id.slice(0, 8)}` })).toHaveAttribute(
      'href',
      `/sales/estimates/${id}`,
    )

    if (testInfo.project.name === 'server') {
      const job = await request.get(`/api/jobs/${jobId}`)
      expect(job.status()).toBe(200)
      expect(await job.json()).toMatchObject({
        title,
        client_person_id: client.id,
        address: client.location,
        status: 'Scheduled',
        assigned_crew_id: null,
      })
      const estimate = await (await request.get(`/api/estimates/${id}`)).json()
      expect(estimate).toMatchObject({ status: 'Accepted', job_id: jobId })
    } else {
      await page.goto(`/sales/estimates/${id}`)
      await page.getByRole('link', { name: 'View Job' }).click()
      await expect(page).toHaveURL(new RegExp(`/projects/jobs/${jobId}$`))
      await page.goto('/sales/estimates')
      await expect(page.getByText(`${seed.estimates.length + 1} total`)).toBeVisible()
    }
  })

  test('prints only the estimate document', async ({ page }) => {
    const estimate = seed.estimates[0]
    if (!estimate) throw new Error('seed has no estimate')
    await page.goto(`/sales/estimates/${estimate.id}`)
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible()
    const document = page.locator('[data-print-document]')
    await expect(document).toBeHidden()
    await page.emulateMedia({ media: 'print' })
    await expect(document).toBeVisible()
    await expect(document).toContainText('ESTIMATE')
    await expect(document).toContainText(`Estimate #${estimate.id.slice(0, 8)}`)
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden()
  })

  test('deletes an estimate after confirming', async ({ page }) => {
    const estimate = seed.estimates[1]
    if (!estimate) throw new Error('seed too small')
    await page.goto(`/sales/estimates/${estimate.id}`)
    await page.getByRole('button', { name: 'Delete Estimate' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Nothing else refers to this estimate.')
    await dialog.getByRole('button', { name: 'Delete Estimate' }).click()
    await expect(page).toHaveURL(/\/sales\/estimates$/)
    await expect(page.getByText(`${seed.estimates.length - 1} total`)).toBeVisible()
    await page.goto(`/sales/estimates/${estimate.id}`)
    await expect(page.getByText('Estimate not found')).toBeVisible()
  })

  test('says Estimate not found for an unknown id', async ({ page }) => {
    await page.goto('/sales/estimates/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Estimate not found')).toBeVisible()
    await page.goto('/sales/estimates/not-an-id')
    await expect(page.getByText('Estimate not found')).toBeVisible()
  })
})
