// The issue #5 journey across Projects and Billing: a new job, its invoice, Mark as Paid, and the
// payment in Payments and on the invoice, in both modes.
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'
import { isoDay, toast } from './page-helpers'

test('creates a job, invoices it, marks the invoice paid and finds the payment', async ({
  page,
}) => {
  await page.goto('/projects/jobs/new')
  await page.getByLabel('Title').fill('Front Yard Makeover')
  await pickRecord(page, 'Client', 'James Smith', 'James')
  await page.getByLabel('Address').fill('12 Pecan St, Austin, TX')
  await page.getByLabel('Date').fill(isoDay(1))
  await page.getByRole('button', { name: 'Create Job' }).click()
  await expect(page.getByRole('heading', { name: 'Front Yard Makeover' })).toBeVisible()

  // No invoice yet: the job offers to create one, with the job and client filled in.
  await page.getByRole('link', { name: 'Create Invoice' }).click()
  await expect(page.getByRole('heading', { name: 'Create Invoice' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Client*', exact: true })).toHaveText(
    'James Smith',
  )
  await expect(page.getByRole('combobox', { name: 'Related Job', exact: true })).toHaveText(
    /Front Yard Makeover/,
  )
  await page.getByLabel('Amount*').fill('1850.75')
  await page.getByLabel('Due Date*').fill(isoDay(14))
  await page.getByRole('button', { name: 'Create Invoice' }).click()
  await expect(toast(page, 'Invoice created')).toContainText('New invoice has been saved')
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d{4}$/ })).toBeVisible()
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    'Invoice ',
    '',
  )
  const main = page.getByRole('main')
  await expect(main.getByText('$1,850.75')).toBeVisible()
  await expect(main.getByText('james.smith@example.com')).toBeVisible()
  await expect(main.getByText('Payment History')).toHaveCount(0)

  // The job now links to its invoice.
  await page.getByRole('link', { name: 'Front Yard Makeover' }).click()
  await expect(page.getByRole('link', { name: `Invoice ${number}` })).toBeVisible()
  await page.getByRole('link', { name: `Invoice ${number}` }).click()

  await page.getByRole('button', { name: 'Mark as Paid' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as Paid' }).click()
  await expect(toast(page, 'Invoice marked as paid')).toContainText('Payment record created')
  await expect(main.getByText('Invoice has been paid')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0)
  const history = main.getByRole('table').filter({ hasText: 'Method' })
  await expect(main.getByText('Payment History')).toBeVisible()
  await expect(history.getByRole('row')).toHaveCount(2)
  await expect(history).toContainText('Card')
  await expect(history).toContainText('$1,850.75')

  await page.goto('/billing/payments')
  await expect(page.getByText('9 payment records')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText('Card')
  await expect(row).toContainText('$1,850.75')
  await row.getByRole('link', { name: number }).click()
  await expect(page.getByRole('main').getByText('Invoice has been paid')).toBeVisible()

  await page.goto('/billing/invoices?status=Paid')
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Paid')
})
