// Billing: invoice list and filters, creation rules, part payments, reminders, not-found texts.
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'
import { toast } from './page-helpers'

test.describe('Invoices', () => {
  test('lists the invoices as a table and filters the overdue ones', async ({ page }) => {
    await page.goto('/billing/invoices')
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible()
    await expect(page.getByText('12 total invoices')).toBeVisible()
    for (const column of ['Number', 'Client', 'Amount', 'Due Date', 'Status']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
    }
    await expect(page.getByRole('row')).toHaveCount(13)

    await page.goto('/billing/invoices?filter=overdue')
    await expect(page.getByText('3 overdue invoices')).toBeVisible()
    const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') })
    await expect(rows).toHaveCount(3)
    for (const row of await rows.all()) await expect(row).toContainText('Overdue')

    await rows.first().click()
    await expect(page).toHaveURL(/\/billing\/invoices\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('img', { name: 'Overdue' })).toBeVisible()
  })

  test('refuses an incomplete invoice with the spec toast and stores nothing', async ({ page }) => {
    await page.goto('/billing/invoices/new')
    // No client yet: the job picker waits for one and says no job is linked.
    const job = page.getByRole('combobox', { name: 'Related Job', exact: true })
    await expect(job).toHaveText('No linked job')
    await expect(job).toBeDisabled()
    await expect(page.getByLabel('Amount*')).toHaveAttribute('step', '0.01')
    await expect(page.getByLabel('Amount*')).toHaveAttribute('min', '0')
    await page.getByLabel('Amount*').fill('200')
    await page.getByRole('button', { name: 'Create Invoice' }).click()
    await expect(toast(page, 'Please fill all required fields')).toContainText('Error')
    await expect(page).toHaveURL(/\/billing\/invoices\/new$/)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('12 total invoices')).toBeVisible()
  })

  test('records a part payment, refuses an overpayment, then takes the rest', async ({ page }) => {
    await page.goto('/billing/invoices/new')
    await pickRecord(page, 'Client*', 'Linda Johnson', 'Linda')
    await page.getByLabel('Amount*').fill('1000')
    await page.getByLabel('Due Date*').fill('2030-01-15')
    await page.getByRole('button', { name: 'Create Invoice' }).click()
    await expect(page.getByRole('heading', { name: /^Invoice INV-\d{4}$/ })).toBeVisible()

    await page.getByRole('button', { name: 'Record Payment' }).click()
    let dialog = page.getByRole('dialog')
    await expect(dialog.getByLabel('Amount')).toHaveValue('1000.00')
    await dialog.getByLabel('Amount').fill('400')
    await dialog.getByLabel('Method').selectOption('ACH')
    await dialog.getByRole('button', { name: 'Record Payment' }).click()
    await expect(toast(page, 'Payment recorded')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('Balance due')).toBeVisible()
    await expect(main.getByText('$600.00')).toBeVisible()
    await expect(main.getByText('Payment History')).toBeVisible()

    await page.getByRole('button', { name: 'Record Payment' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByLabel('Amount').fill('600.01')
    await dialog.getByRole('button', { name: 'Record Payment' }).click()
    await expect(dialog.getByText('More than the $600.00 still due')).toBeVisible()
    await dialog.getByLabel('Amount').fill('600')
    await dialog.getByRole('button', { name: 'Record Payment' }).click()
    await expect(toast(page, 'is now paid')).toBeVisible()
    await expect(main.getByText('Invoice has been paid')).toBeVisible()
    await expect(
      main.getByRole('table').filter({ hasText: 'Method' }).getByRole('row'),
    ).toHaveCount(3)
  })

  test('sends a reminder to the client', async ({ page }, testInfo) => {
    await page.goto('/billing/invoices?filter=overdue')
    await page.getByRole('row').nth(1).click()
    const email = await page
      .getByRole('link', { name: /@example\.com$/ })
      .first()
      .textContent()
    await page.getByRole('button', { name: 'Send Reminder' }).click()
    if (testInfo.project.name === 'server') {
      // On a server the reminder goes out by e-mail, checked first in a dialog.
      const dialog = page.getByRole('dialog', { name: 'Send Reminder' })
      await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(email ?? '')
      await dialog.getByRole('button', { name: 'Send' }).click()
    }
    await expect(toast(page, 'Reminder sent')).toContainText(`Email sent to ${email}`)
  })

  test('offers a print view of the invoice', async ({ page }) => {
    await page.goto('/billing/invoices')
    await page.getByRole('row').nth(1).click()
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed++
      }
    })
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('[data-invoice-print]')).toBeVisible()
    await expect(page.locator('[data-invoice-print]')).toContainText('INVOICE')
    await expect(page.getByRole('navigation').first()).toBeHidden()
  })

  test('says Invoice not found for an unknown id', async ({ page }) => {
    await page.goto('/billing/invoices/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Invoice not found')).toBeVisible()
    await page.goto('/billing/invoices/nope')
    await expect(page.getByText('Invoice not found')).toBeVisible()
  })
})

test.describe('Payments', () => {
  test('lists the payment records and records a payment from the list', async ({ page }) => {
    await page.goto('/billing/payments')
    await expect(page.getByText('8 payment records')).toBeVisible()
    for (const column of ['Date', 'Invoice', 'Method', 'Amount']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Record Payment' }).click()
    const dialog = page.getByRole('dialog')
    // The unpaid invoices, searched by number on the server: pick the first one offered.
    await pickRecord(dialog, 'Invoice', /^INV-[\d-]+ · /)
    await expect(dialog.getByLabel('Amount')).not.toHaveValue('')
    await dialog.getByLabel('Amount').fill('25')
    await dialog.getByRole('button', { name: 'Record Payment' }).click()
    await expect(toast(page, 'Payment recorded')).toBeVisible()
    await expect(page.getByText('9 payment records')).toBeVisible()
  })
})
