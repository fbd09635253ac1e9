// An estimate made on the form, sent (on a server, through the Send to Client dialog) and marked
// Accepted, as the office does: the start of the journeys that invoice or schedule its work.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { pickRecord } from './pick-record'
import { toast } from './page-helpers'

export type EstimateItem = { desc: string; price: string; taxable?: boolean }

/** Makes the estimate of `items` for `clientName` and accepts it; answers its id. */
export async function createAcceptedEstimate(
  page: Page,
  clientName: string,
  items: readonly EstimateItem[],
  isServer: boolean,
): Promise<string> {
  await page.goto('/sales/estimates/new')
  await pickRecord(page, 'Client', clientName, clientName)
  for (const [index, item] of items.entries()) {
    const n = index + 1
    if (index > 0) await page.getByRole('button', { name: 'Add Item' }).click()
    await page.getByLabel(`Item ${n} Description`).fill(item.desc)
    await page.getByLabel(`Item ${n} Price`).fill(item.price)
    if (item.taxable === false) await page.getByLabel(`Item ${n} Taxable`).uncheck()
  }
  await page.getByRole('button', { name: 'Create Estimate' }).click()
  await expect(toast(page, 'Estimate created')).toBeVisible()
  await expect(page).toHaveURL(/\/sales\/estimates\/[0-9a-f-]{36}$/)
  const estimateId = page.url().split('/').pop() ?? ''

  await page.getByRole('button', { name: 'Send to Client' }).click()
  if (isServer) {
    const dialog = page.getByRole('dialog', { name: 'Send to Client' })
    await expect(dialog.getByLabel('To', { exact: true })).not.toHaveValue('')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog).toBeHidden()
  }
  await page.getByRole('button', { name: 'Mark Accepted' }).click()
  await expect(toast(page, 'Status changed to Accepted')).toBeVisible()
  return estimateId
}
