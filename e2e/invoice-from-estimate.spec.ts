// Create Invoice from an accepted estimate in both modes (issue #34 section 3, decision 059): the form
// starts with the estimate's lines, the invoice shows them, and the estimate is billed whole once:
// its page then offers the invoice, and its draft says which invoice bills it.
import { generateSeed } from '../src/domain/seed/seed'
import { expect, test } from './fixtures'
import { createAcceptedEstimate } from './accepted-estimate'
import { toast } from './page-helpers'

const seed = generateSeed(Date.now())
const client = seed.persons.find((p) => p.name === 'Linda Johnson')
if (!client) throw new Error('seed has no Linda Johnson')

test('bills an accepted estimate once, from its lines', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const estimateId = await createAcceptedEstimate(
    page,
    client.name,
    [
      { desc: 'Retaining wall', price: '900' },
      { desc: 'Permit fee', price: '40', taxable: false },
    ],
    testInfo.project.name === 'server',
  )
  const estimateUrl = `/sales/estimates/${estimateId}`

  await page.getByRole('link', { name: 'Create Invoice' }).click()
  await expect(page.getByText(/^From Estimate #/)).toBeVisible()
  await expect(page.getByLabel('Item 1 Description')).toHaveValue('Retaining wall')
  await expect(page.getByLabel('Item 2 Taxable')).not.toBeChecked()
  // $900 taxed at 8% is $72, the $40 fee untaxed: $1,012.
  const totals = page.locator('dl').filter({ hasText: 'Subtotal' })
  await expect(totals).toContainText('$940.00')
  await expect(totals).toContainText('$72.00')
  await expect(totals).toContainText('$1,012')
  await page.getByRole('button', { name: 'Create Invoice' }).click()
  await expect(toast(page, 'Invoice created')).toBeVisible()
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice INV-\d{4}$/ })
  await expect(heading).toBeVisible()
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '')
  const lines = page.getByRole('table').filter({ hasText: 'Retaining wall' })
  await expect(lines).toContainText('Permit fee')
  await expect(page.getByRole('main')).toContainText('$1,012')
  await expect(
    page.getByRole('link', { name: `Estimate #${estimateId.slice(0, 8)}` }),
  ).toHaveAttribute('href', `/sales/estimates/${estimateId}`)

  // Billed once: the estimate offers its invoice, and its draft names it.
  await page.goto(estimateUrl)
  await expect(page.getByRole('link', { name: `View Invoice ${number}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create Invoice' })).toHaveCount(0)
  await page.goto(`/billing/invoices/new?estimate_id=${estimateId}`)
  await expect(page.getByText(`This estimate is already invoiced on ${number}`)).toBeVisible()
  await page.getByRole('link', { name: `Open ${number}` }).click()
  await expect(heading).toBeVisible()
})
