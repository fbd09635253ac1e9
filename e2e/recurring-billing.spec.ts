// The issue #34 journey in both modes: an accepted estimate becomes a weekly job, its visits show in
// the calendar, two are finished, "Invoice completed work" bills them on one invoice with one line per
// visit (the untaxed item on a line of its own), and the invoice's total matches.
import type { Page } from '@playwright/test'
import { generateSeed } from '../src/domain/seed/seed'
import { createAcceptedEstimate } from './accepted-estimate'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'
import { isoDay, toast } from './page-helpers'

const seed = generateSeed(Date.now())
const client = seed.persons.find((p) => p.name === 'Linda Johnson')
if (!client) throw new Error('seed has no Linda Johnson')

async function markDone(page: Page) {
  const done = page.getByRole('group', { name: 'Set status' }).getByRole('button', { name: 'Done' })
  await done.click()
  await expect(done).toHaveAttribute('aria-pressed', 'true')
}

test('bills two finished visits of a weekly job made from an estimate', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const isServer = testInfo.project.name === 'server'

  // The estimate: a taxed visit price and an untaxed haul.
  const estimateId = await createAcceptedEstimate(
    page,
    client.name,
    [
      { desc: 'Weekly mowing', price: '55' },
      { desc: 'Clippings haul', price: '10', taxable: false },
    ],
    isServer,
  )
  await page.getByRole('button', { name: 'Convert to Job' }).click()
  await toast(page, 'Job created').getByRole('button', { name: 'View Job' }).click()
  const title = `Job from Estimate #${estimateId.slice(0, 6)}`
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  // Weekly, four visits: this one and the next three.
  await page.getByRole('button', { name: 'Make it repeat' }).click()
  const repeat = page.getByRole('dialog', { name: 'Make it repeat' })
  await repeat.getByLabel('How often').selectOption('WEEKLY')
  await repeat.getByLabel('Ends').selectOption('count')
  await repeat.getByLabel('Number of visits').fill('4')
  await repeat.getByRole('button', { name: 'Save' }).click()
  await expect(repeat).toBeHidden()
  await expect(page.getByText('Every week, 4 times')).toBeVisible()

  // The first visit is finished here; the calendar shows this week's and next week's.
  await markDone(page)
  await page.goto('/projects/calendar')
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Next week' }).click()
  const nextVisit = page.getByRole('link', { name: new RegExp(title) }).first()
  await expect(nextVisit).toBeVisible()
  await nextVisit.click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await markDone(page)

  // Invoice completed work: one invoice for the client, a line per visit and the haul apart.
  await page.goto('/billing/invoices')
  await page.getByRole('link', { name: 'Invoice completed work' }).click()
  await expect(page.getByRole('heading', { name: 'Invoice completed work' })).toBeVisible()
  await page.getByLabel('From').fill(isoDay(-1))
  await page.getByLabel('To').fill(isoDay(8))
  await pickRecord(page, 'Client', client.name, client.name)
  await page.getByRole('button', { name: 'Preview' }).click()
  const card = page.getByRole('list', { name: 'Invoices to create' }).getByRole('listitem')
  await expect(card).toHaveCount(1)
  const lines = card.getByRole('row').filter({ hasText: title })
  await expect(lines).toHaveCount(4)
  // (55 + 55) taxed at 8% = 8.80, + 20 untaxed: 138.80, rounded to $139.
  await expect(card.getByRole('definition').filter({ hasText: '$130.00' })).toBeVisible()
  await expect(card.getByRole('definition').filter({ hasText: '$8.80' })).toBeVisible()
  await expect(card.getByRole('definition').filter({ hasText: '$139' })).toBeVisible()
  await page.getByRole('button', { name: 'Create 1 invoice' }).click()
  const created = toast(page, '1 invoice created')
  await expect(created).toContainText(/INV-\d{4}/)
  const number = /INV-\d{4}/.exec((await created.textContent()) ?? '')?.[0] ?? ''
  await expect(page).toHaveURL(/\/billing\/invoices$/)

  await page.getByRole('link', { name: number }).first().click()
  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByText(/\$139(\.00)?$/)
      .first(),
  ).toBeVisible()
  // The invoice's items are the preview's lines: each links its visit, the haul is untaxed.
  const invoiceLines = page.getByRole('main').getByRole('row').filter({ hasText: title })
  await expect(invoiceLines).toHaveCount(4)
  await expect(invoiceLines.filter({ hasText: 'No tax' })).toHaveCount(2)
  await expect(invoiceLines.first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/projects\/jobs\//,
  )
  await expect(
    page.getByRole('main').getByRole('definition').filter({ hasText: '$8.80' }),
  ).toBeVisible()

  // Billed once: the same period offers nothing more.
  await page.goto('/billing/invoices/batch')
  await page.getByLabel('From').fill(isoDay(-1))
  await page.getByLabel('To').fill(isoDay(8))
  await pickRecord(page, 'Client', client.name, client.name)
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByText('Nothing to invoice')).toBeVisible()
})
