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
  // The picker's list opens in a portal at the end of the page: its search field is the last one
  // (a form may have search fields of its own, such as the company form's contacts).
  if (search !== undefined)
    await page
      .getByPlaceholder(/^Search /)
      .last()
      .fill(search)
  await page.getByRole('option', { name: option }).first().click()
}
