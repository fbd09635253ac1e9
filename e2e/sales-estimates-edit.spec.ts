// Editing an estimate in both modes (issue #18): an Open one opens the New Estimate form prefilled,
// saves a changed line item and notes with the new total; a Sent one offers no Edit.
import { estimateTotals } from '../src/domain/sales/estimate-totals'
import { generateSeed } from '../src/domain/seed/seed'
import { formatMoney } from '../src/domain/shared/money'
import { expect, test } from './fixtures'
import { toast } from './page-helpers'

const seed = generateSeed(Date.now())
// An Open estimate with two line items, so one can change while the other stays.
const open = seed.estimates.find((e) => e.status === 'Open' && e.line_items.length === 2)
const sent = seed.estimates.find((e) => e.status === 'Sent')
if (!open || !sent) throw new Error('seed lacks an Open estimate with two items or a Sent one')
const [first, second] = open.line_items
if (!first || !second) throw new Error('unreachable')

// The estimate page shows a total in whole dollars.
const dollars = (n: number) => formatMoney(n, 0)

test.describe('Estimate editing', () => {
  test('edits an Open estimate: a line item and the notes, with the new total', async ({
    page,
    request,
  }, testInfo) => {
    const newQty = first.qty + 3
    const { total } = estimateTotals([{ ...first, qty: newQty }, second])
    expect(total).not.toBe(open.total)
    const notes = 'Gate code 4512. Dog in the back yard.'

    await page.goto(`/sales/estimates/${open.id}`)
    await expect(page.getByRole('main').getByText('No notes')).toBeVisible()
    await page.getByRole('link', { name: 'Edit' }).click()
    await expect(page).toHaveURL(new RegExp(`/sales/estimates/${open.id}/edit$`))
    await expect(page.getByRole('heading', { name: 'Edit Estimate', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Item 1 Description')).toHaveValue(first.desc)
    await expect(page.getByLabel('Item 2 Description')).toHaveValue(second.desc)
    await expect(page.getByLabel('Item 1 Qty')).toHaveValue(String(first.qty))

    await page.getByLabel('Item 1 Qty').fill(String(newQty))
    await page.getByLabel('Notes').fill(notes)
    await expect(page.getByRole('definition').last()).toHaveText(dollars(total))
    await page.getByRole('button', { name: 'Save Changes' }).click()

    await expect(toast(page, 'Estimate updated')).toContainText('Changes saved')
    await expect(page).toHaveURL(new RegExp(`/sales/estimates/${open.id}$`))
    const main = page.getByRole('main')
    await expect(main.getByText(dollars(total), { exact: true })).toBeVisible()
    await expect(main.getByText(notes)).toBeVisible()
    await expect(main.getByRole('row').filter({ hasText: first.desc })).toContainText(
      String(newQty),
    )

    if (testInfo.project.name === 'server') {
      const stored = await (await request.get(`/api/estimates/${open.id}`)).json()
      expect(stored).toMatchObject({ notes, total, version: open.version + 1, status: 'Open' })
    }
    // Still Open: still editable, and the form starts from what was saved.
    await page.getByRole('link', { name: 'Edit' }).click()
    await expect(page.getByLabel('Notes')).toHaveValue(notes)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(new RegExp(`/sales/estimates/${open.id}$`))
  })

  test('offers no Edit for a Sent estimate, and its edit address says why', async ({ page }) => {
    await page.goto(`/sales/estimates/${sent.id}`)
    await expect(page.getByRole('button', { name: 'Mark Accepted' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0)
    await page.goto(`/sales/estimates/${sent.id}/edit`)
    await expect(
      page.getByText('Only an open estimate can be edited (this one is Sent)'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0)
  })
})

test.describe('Estimate editing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('fits the screen, with the notes and the buttons in reach', async ({ page }) => {
    await page.goto(`/sales/estimates/${open.id}/edit`)
    await expect(page.getByLabel('Item 1 Description')).toHaveValue(first.desc)
    await expect(page.getByLabel('Notes')).toBeVisible()
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth).toBeLessThanOrEqual(390)
    const save = await page.getByRole('button', { name: 'Save Changes' }).boundingBox()
    expect(save?.height).toBeGreaterThanOrEqual(44)
  })
})
