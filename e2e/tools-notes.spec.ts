// Notes, Templates and Forms in both modes.
import { expect, test } from './fixtures'

test.describe('Notes', () => {
  test('moves a note to another folder and deletes it', async ({ page }) => {
    await page.goto('/tools/notes')
    await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible()
    await expect(page.getByText('Notes saved from AI conversations')).toBeVisible()
    await expect(page.getByRole('tab', { name: /^Jobs/ })).toContainText('2')
    await expect(page.getByRole('tab', { name: /^Ideas/ })).toContainText('1')

    const note = page
      .getByRole('listitem')
      .filter({ hasText: 'Order 12 yards of mulch for next week.' })
    await note.getByLabel('Folder', { exact: true }).selectOption('Ideas')
    const moved = page.locator('[data-sonner-toast]').filter({ hasText: 'Note moved' })
    await expect(moved).toContainText('Moved to Ideas')
    await expect(note).toHaveCount(0)
    await expect(page.getByRole('tab', { name: /^Jobs/ })).toContainText('1')
    await expect(page.getByRole('tab', { name: /^Ideas/ })).toContainText('2')

    await page.getByRole('tab', { name: /^Ideas/ }).click()
    await expect(page).toHaveURL(/folder=Ideas/)
    const inIdeas = page
      .getByRole('listitem')
      .filter({ hasText: 'Order 12 yards of mulch for next week.' })
    await expect(inIdeas).toBeVisible()
    await inIdeas.getByRole('button', { name: 'Delete note' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    const deleted = page.locator('[data-sonner-toast]').filter({ hasText: 'Note deleted' })
    await expect(deleted).toContainText('Note removed successfully')
    await expect(inIdeas).toHaveCount(0)
    await expect(page.getByRole('tab', { name: /^Ideas/ })).toContainText('1')

    await page.reload()
    await expect(page.getByRole('tab', { name: /^Ideas/ })).toContainText('1')
    await expect(page.getByText('Order 12 yards of mulch for next week.')).toHaveCount(0)
  })

  test('shows the empty text in an empty folder', async ({ page }) => {
    await page.goto('/tools/notes?folder=Clients')
    const note = page
      .getByRole('listitem')
      .filter({ hasText: 'Maria Garcia prefers text messages' })
    await note.getByRole('button', { name: 'Delete note' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect(
      page.getByText('No notes in this folder yet. Use the AI chat to save notes here.'),
    ).toBeVisible()
  })
})

test.describe('Templates and Forms', () => {
  test('lists templates with their type and forms with fields and reviewable submissions', async ({
    page,
  }) => {
    await page.goto('/tools/templates')
    const templates = page.getByRole('list', { name: 'Templates' })
    await expect(templates.getByRole('listitem')).toHaveCount(3)
    await expect(
      templates.getByRole('listitem').filter({ hasText: 'Commercial Properties' }),
    ).toContainText('estimate template')

    await page.goto('/tools/forms')
    const form = page.getByRole('listitem').filter({ hasText: 'Site Inspection' }).first()
    await expect(form).toContainText('12 fields')
    await form.getByRole('button', { name: /submissions?/ }).click()
    const submissions = page.getByRole('list', { name: 'Site Inspection submissions' })
    const first = submissions.getByRole('listitem').first()
    await first.getByLabel('Status', { exact: true }).selectOption('Approved')
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Submission updated' }),
    ).toContainText('Status changed to Approved')
    await page.reload()
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Site Inspection' })
      .first()
      .getByRole('button', { name: /submissions?/ })
      .click()
    await expect(
      page
        .getByRole('list', { name: 'Site Inspection submissions' })
        .getByRole('listitem')
        .first()
        .getByLabel('Status', { exact: true }),
    ).toHaveValue('Approved')
  })
})
