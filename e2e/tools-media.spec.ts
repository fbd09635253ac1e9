// Media in both modes: the grid with its count, uploading a photo (scaled in the browser, checked by
// content by the API) and a file that only pretends to be a picture.
import { expect, test } from './fixtures'
import { fakePngFile, pngFile } from './tools-files'

test.describe('Media', () => {
  test('uploads a photo to a job and shows it in the grid with the new count', async ({ page }) => {
    await page.goto('/tools/media')
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
    await expect(page.getByText('24 photos')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Media' }).getByRole('listitem')).toHaveCount(24)

    await page.getByRole('button', { name: 'Upload Media' }).click()
    await expect(page).toHaveURL(/\/tools\/media\/upload$/)
    const dialog = page.getByRole('dialog', { name: 'Upload Media' })
    await dialog.getByLabel('Media files').setInputFiles(pngFile('front-yard.png'))
    await expect(dialog.getByRole('img', { name: 'front-yard.png' })).toBeVisible()
    await dialog.getByRole('combobox', { name: 'Job', exact: true }).click()
    // The first option is "none"; the picker lists the most recent jobs after it.
    const job = page.getByRole('option').nth(1)
    await expect(job).toBeVisible()
    const jobTitle = ((await job.textContent()) ?? '').split(' · ')[0] ?? ''
    await job.click()
    await dialog.getByLabel('Notes', { exact: true }).fill('After the cleanup')
    await dialog.getByRole('button', { name: 'Upload' }).click()

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Media uploaded' })
    await expect(toast).toContainText('1 file added')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/tools\/media$/)
    await expect(page.getByText('25 photos')).toBeVisible()
    const tile = page
      .getByRole('list', { name: 'Media' })
      .getByRole('button', { name: /After the cleanup/ })
    await expect(tile).toContainText(jobTitle)

    await page.reload()
    await expect(page.getByText('25 photos')).toBeVisible()
  })

  test('refuses a file that is not a picture, by its content', async ({ page }) => {
    await page.goto('/tools/media/upload')
    const dialog = page.getByRole('dialog', { name: 'Upload Media' })
    await dialog.getByLabel('Media files').setInputFiles(fakePngFile('invoice.png'))
    await dialog.getByRole('button', { name: 'Upload' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Upload failed' })
    await expect(toast).toContainText(
      'invoice.png: Only photos (JPEG, PNG, GIF, WebP, AVIF) and videos',
    )
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('24 photos')).toBeVisible()
  })

  test('filters by job and deletes a photo', async ({ page }) => {
    await page.goto('/tools/media')
    const first = page.getByRole('list', { name: 'Media' }).getByRole('button').first()
    await first.click()
    const viewer = page.getByRole('dialog')
    const jobLink = viewer.getByRole('link')
    const href = (await jobLink.getAttribute('href')) ?? ''
    const jobId = href.split('/').at(-1) ?? ''
    await page.keyboard.press('Escape')

    await page.getByRole('combobox', { name: 'Job', exact: true }).click()
    await page.locator(`[cmdk-item][data-value="${jobId}"]`).click()
    await expect(page).toHaveURL(new RegExp(`job=${jobId}`))
    const count = Number(
      ((await page.getByText(/^\d+ photos?$/).textContent()) ?? '0').split(' ')[0],
    )
    await expect(page.getByRole('list', { name: 'Media' }).getByRole('listitem')).toHaveCount(count)

    await page.getByRole('list', { name: 'Media' }).getByRole('button').first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Media deleted' }),
    ).toBeVisible()
    await expect(
      page.getByText(count - 1 === 1 ? '1 photo' : `${count - 1} photos`, { exact: true }),
    ).toBeVisible()
  })
})
