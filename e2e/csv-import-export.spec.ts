// CSV import and export in both modes: a Jobber client list (duplicates skipped, errors explained,
// then the whole import undone), a QuickBooks customer list in Windows-1252 with its duplicate
// updated, and a list exported as it is searched.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))

async function openImport(page: Page, file: string) {
  await page.goto('/crm/contacts/persons')
  await page.getByRole('button', { name: 'Import CSV' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import persons from CSV' })
  await dialog.getByLabel('CSV file').setInputFiles(fixture(file))
  return dialog
}

const rowOf = (dialog: ReturnType<Page['getByRole']>, n: number) =>
  dialog
    .getByRole('list', { name: 'First rows' })
    .getByRole('listitem')
    .filter({ hasText: `Row ${n}` })

test.describe('CSV import', () => {
  test('imports a Jobber client list, explains the skipped rows, and undoes it', async ({
    page,
  }) => {
    const dialog = await openImport(page, 'jobber-clients.csv')
    await expect(dialog.getByText('5 rows, UTF-8, comma-separated')).toBeVisible()
    await expect(dialog.getByLabel('First name')).toHaveValue('first_name')
    await expect(dialog.getByLabel('E-mail')).toHaveValue('email')
    await expect(dialog.getByLabel('Client ID')).toHaveValue('')
    await expect(dialog.getByText('2 new, 0 to update, 3 to skip')).toBeVisible()
    await expect(rowOf(dialog, 4)).toContainText('Already exists: Same email as Maria Garcia')
    await expect(rowOf(dialog, 5)).toContainText('Email is required')
    await expect(rowOf(dialog, 6)).toContainText('Same phone as row 2')

    await dialog.getByRole('button', { name: 'Import 2 of 5 rows' }).click()
    await expect(dialog.getByRole('status')).toHaveText('2 created, 0 updated, 3 skipped.')
    await expect(dialog.getByRole('list').last()).toContainText('Email is required')
    await dialog.getByRole('button', { name: 'Done' }).click()

    await page.getByLabel('Search persons').fill('Avery Stone')
    await expect(page.getByRole('link', { name: /Avery Stone/ })).toContainText(
      'avery.stone@example.com',
    )

    // Undo from the dialog's recent imports: the two new persons go again.
    await page.getByRole('button', { name: 'Import CSV' }).click()
    await page.getByRole('button', { name: 'Undo import of jobber-clients.csv' }).click()
    await expect(page.getByText('Import undone').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('No persons match your search')).toBeVisible()
  })

  test('reads a Windows-1252 QuickBooks list and updates the duplicate when asked', async ({
    page,
  }) => {
    const dialog = await openImport(page, 'quickbooks-customers.csv')
    await expect(dialog.getByText('3 rows, WINDOWS-1252, comma-separated')).toBeVisible()
    await expect(dialog.getByLabel('Customer')).toHaveValue('name')
    await expect(dialog.getByLabel('Open Balance')).toHaveValue('')
    await expect(rowOf(dialog, 2)).toContainText('José Müller')
    await dialog.getByLabel("Update the existing person with the file's values").check()
    await expect(dialog.getByText('1 new, 1 to update, 1 to skip')).toBeVisible()
    await expect(rowOf(dialog, 4)).toContainText('Email must be a valid email address')

    await dialog.getByRole('button', { name: 'Import 2 of 3 rows' }).click()
    await expect(dialog.getByRole('status')).toHaveText('1 created, 1 updated, 1 skipped.')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByLabel('Search persons').fill('maria.garcia@example.com')
    await expect(page.getByRole('link', { name: /Maria García-López/ })).toBeVisible()
    await page.getByLabel('Search persons').fill('jose.muller')
    await expect(page.getByRole('link', { name: /José Müller/ })).toContainText(
      '5 Côte Ln, Apt 2, Austin, TX 78703',
    )
  })

  test('says what is wrong with a file that is not CSV', async ({ page }) => {
    await page.goto('/crm/contacts/persons')
    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import persons from CSV' })
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'empty.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('First name,Email\n'),
    })
    await expect(dialog.getByRole('alert')).toHaveText(
      'The file has a header row but no rows to import',
    )
  })
})

test('exports the persons list as it is searched', async ({ page }) => {
  await page.goto('/crm/contacts/persons?q=garcia')
  await expect(page.getByRole('link', { name: /Maria Garcia/ })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^persons-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await readFile((await file.path()) ?? '', 'utf8')
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe('id,name,email,phone,tags,location,created_at,last_activity_at')
  expect(lines.length).toBeGreaterThan(1)
  for (const line of lines.slice(1)) expect(line.toLowerCase()).toContain('garcia')
})
