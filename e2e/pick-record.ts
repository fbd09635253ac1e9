// Choosing a record in a RecordPicker as a user does: open the combobox by its label, type part of
// the name (the server searches), click the option.
import type { Locator, Page } from '@playwright/test'

export async function pickRecord(
  scope: Page | Locator,
  label: string,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  const page = 'page' in scope ? scope.page() : scope
  if (search !== undefined) await page.getByPlaceholder(/^Search /).fill(search)
  await page.getByRole('option', { name: option }).first().click()
}
