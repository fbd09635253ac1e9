// Download PDF (issue #30 section 2), in both modes: the invoice's PDF holds its number, its client
// and its total as the page shows them (text read from the file with poppler's pdftotext).
import { execFileSync } from 'node:child_process'
import { expect, test } from './fixtures'

test('Download PDF on an invoice gives its number, client and total', async ({ page }, info) => {
  await page.goto('/billing/invoices')
  const row = page
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .first()
  const [number, client, amount] = await Promise.all(
    [0, 1, 2].map(async (i) => (await row.getByRole('cell').nth(i).innerText()).trim()),
  )
  await row.click()
  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const file = info.outputPath('invoice.pdf')
  await download.saveAs(file)

  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  expect(text).toContain(number)
  expect(text).toContain(client)
  expect(text).toContain(amount)
})
