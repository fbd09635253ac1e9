// Projects: work orders list, opening one to tick items and edit materials, creating one.
import { expect, test } from './fixtures'

test.describe('Work orders', () => {
  test('lists cards with the job, materials and checklist progress; ticks are stored', async ({
    page,
  }) => {
    await page.goto('/projects/work-orders')
    await expect(page.getByRole('heading', { name: 'Work Orders', level: 1 })).toBeVisible()
    await expect(page.getByText('10 work orders')).toBeVisible()
    const cards = page.getByRole('list', { name: 'Work orders' }).getByRole('link')
    await expect(cards).toHaveCount(10)
    await expect(cards.first().getByRole('progressbar')).toBeVisible()

    await cards.first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Work Order' })).toBeVisible()
    const progress = dialog.getByRole('progressbar', { name: 'Checklist progress' })
    const before = Number(await progress.getAttribute('aria-valuenow'))
    const unchecked = dialog.locator('input[type=checkbox]:not(:checked)').first()
    await unchecked.check()
    await expect(progress).toHaveAttribute('aria-valuenow', String(before + 1))

    await dialog.getByLabel('New material').fill('Gravel (3/4 in)')
    await dialog.getByRole('button', { name: 'Add Material' }).click()
    await expect(dialog.getByText('Gravel (3/4 in)')).toBeVisible()

    await page.reload()
    const again = page.getByRole('dialog')
    await expect(again.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
      'aria-valuenow',
      String(before + 1),
    )
    await expect(again.getByText('Gravel (3/4 in)')).toBeVisible()
  })

  test('creates a work order for a job', async ({ page }) => {
    await page.goto('/projects/work-orders')
    await page.getByRole('button', { name: 'New Work Order' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Create Work Order' }).click()
    await expect(dialog.getByText('Select a job', { exact: true })).toBeVisible()
    await dialog.getByRole('combobox', { name: 'Job' }).click()
    // The first option is "none"; the picker lists the most recent jobs after it.
    await page.getByRole('option').nth(1).click()
    await dialog.getByLabel('Materials').fill('Pavers\nPolymeric sand')
    await dialog.getByLabel('Checklist').fill('Excavate base\nCompact gravel\nLay pavers')
    await dialog.getByRole('button', { name: 'Create Work Order' }).click()
    const editor = page.getByRole('dialog')
    await expect(editor.getByText('0/3 done')).toBeVisible()
    await expect(editor.getByText('Polymeric sand')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('11 work orders')).toBeVisible()
  })
})
