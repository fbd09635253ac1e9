// Quick Capture in both modes: the camera tab opens it; without a job the spec's toast; with a job
// the photo is attached and shows in that job's media (and on the job page when it exists).
import { expect, test } from './fixtures'
import { pngFile } from './tools-files'

test.describe('Quick Capture', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('refuses a photo without a job with the spec toast', async ({ page }) => {
    await page.goto('/dashboard')
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Camera' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Quick Capture' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Photo file').setInputFiles(pngFile('site.png'))
    await expect(dialog.getByRole('img', { name: 'Photo to attach' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Attach Photo' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Select a job' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Please select a job to attach this photo')
    await expect(toast).toHaveAttribute('data-type', 'error')
    await expect(dialog).toBeVisible()
  })

  test('attaches a photo to the chosen job', async ({ page }) => {
    await page.goto('/dashboard')
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Camera' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Quick Capture' })
    await dialog.getByRole('combobox', { name: 'Job', exact: true }).click()
    // The first option is "none"; the picker lists the most recent jobs after it.
    const firstJob = page.getByRole('option').nth(1)
    await expect(firstJob).toBeVisible()
    const jobId = (await firstJob.getAttribute('data-value')) ?? ''
    const jobTitle = ((await firstJob.textContent()) ?? '').split(' · ')[0] ?? ''
    await firstJob.click()
    await dialog.getByLabel('Photo file').setInputFiles(pngFile('driveway-after.png'))
    await dialog.getByRole('button', { name: 'Attach Photo' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Photo attached' })
    await expect(toast).toContainText(`Added to ${jobTitle}`)
    await expect(dialog).toBeHidden()

    await page.goto(`/tools/media?job=${jobId}`)
    const media = page.getByRole('list', { name: 'Media' })
    const tile = media.getByRole('button', { name: /driveway-after\.png/ })
    await expect(tile).toBeVisible()
    await expect(tile).toContainText(jobTitle)
    await tile.click()
    const viewer = page.getByRole('dialog', { name: jobTitle })
    await expect(viewer.getByRole('img', { name: 'driveway-after.png' })).toBeVisible()
    await expect(viewer.getByRole('link', { name: jobTitle })).toHaveAttribute(
      'href',
      `/projects/jobs/${jobId}`,
    )
  })

  test("the attached photo shows on the job page's Media tab (when the job page exists)", async ({
    page,
  }) => {
    await page.goto('/tools/media')
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('open-quick-capture')))
    const dialog = page.getByRole('dialog', { name: 'Quick Capture' })
    await dialog.getByRole('combobox', { name: 'Job', exact: true }).click()
    const firstJob = page.getByRole('option').nth(1)
    await expect(firstJob).toBeVisible()
    const jobId = (await firstJob.getAttribute('data-value')) ?? ''
    await firstJob.click()
    await dialog.getByLabel('Photo file').setInputFiles(pngFile('job-tab.png'))
    await dialog.getByRole('button', { name: 'Attach Photo' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Photo attached' }),
    ).toBeVisible()

    await page.goto(`/projects/jobs/${jobId}`)
    // The photo shows on its job's Media tab (a missing or slow tab fails here, never skips).
    const mediaTab = page.getByRole('tab', { name: /^Media/ })
    await expect(mediaTab).toBeVisible({ timeout: 15_000 })
    await mediaTab.click()
    const panel = page.getByRole('tabpanel')
    await expect(
      panel.locator('img[src^="data:image/jpeg"], img[src*="/api/media/files/"]').first(),
    ).toBeVisible()
  })
})
