// Projects: the jobs journey as a user does it, in both modes (server and browser-only demo).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pickRecord } from './pick-record'
import { isoDay, toast } from './page-helpers'

async function createJob(page: Page, title: string) {
  await page.goto('/projects/jobs')
  await page.getByRole('link', { name: 'Create Job' }).click()
  await expect(page.getByRole('heading', { name: 'New Job' })).toBeVisible()
  await page.getByLabel('Title').fill(title)
  await pickRecord(page, 'Client', 'Maria Garcia', 'Maria')
  await page.getByLabel('Address').fill('742 Evergreen Terrace, Austin, TX')
  await page.getByLabel('Date').fill(isoDay(2))
  await page.getByLabel('Start time').fill('10:30')
  await page.getByRole('button', { name: 'Create Job' }).click()
  await expect(page).toHaveURL(/\/projects\/jobs\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
}

test.describe('Jobs', () => {
  test('creates a job, assigns a crew and marks it In-Progress then Done', async ({ page }) => {
    await createJob(page, 'Backyard Regrade')
    await expect(toast(page, 'Job created')).toBeVisible()
    const status = page.getByRole('group', { name: 'Set status' })
    await expect(status.getByRole('button', { name: 'Scheduled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    for (const tab of ['Overview', 'Crew', 'Media', 'Work Order']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Add Photos' })).toHaveAttribute(
      'href',
      /\/tools\/media\?job=[0-9a-f-]{36}$/,
    )

    await page.getByRole('tab', { name: 'Crew' }).click()
    await expect(page.getByText('No crew assigned')).toBeVisible()
    await pickRecord(page, 'Crew', 'Crew Alpha')
    await page.getByRole('button', { name: 'Assign Crew' }).click()
    await expect(toast(page, 'Crew has been assigned to this job')).toBeVisible()
    await expect(page.getByText('Crew Alpha')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Crew members' }).getByRole('listitem'),
    ).toHaveCount(2)

    await status.getByRole('button', { name: 'In Progress' }).click()
    await expect(toast(page, 'Job marked as In-Progress')).toBeVisible()
    await status.getByRole('button', { name: 'Done' }).click()
    await expect(toast(page, 'Job marked as Done')).toBeVisible()

    // Stored: after a reload the job is Done with Crew Alpha.
    await page.reload()
    await expect(
      page.getByRole('group', { name: 'Set status' }).getByRole('button', { name: 'Done' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('tab', { name: 'Crew' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Crew Alpha')).toBeVisible()

    await page.goto('/projects/jobs?status=Done')
    await expect(page.getByRole('link', { name: /Backyard Regrade/ })).toBeVisible()
    await page.getByRole('tab', { name: 'Scheduled' }).click()
    await expect(page).toHaveURL(/status=Scheduled/)
    await expect(page.getByRole('link', { name: /Backyard Regrade/ })).toHaveCount(0)
  })

  test('refuses an incomplete job with the spec toast and stores nothing', async ({ page }) => {
    await page.goto('/projects/jobs/new')
    await page.getByLabel('Title').fill('Half a job')
    await page.getByRole('button', { name: 'Create Job' }).click()
    await expect(toast(page, 'Please fill all required fields')).toBeVisible()
    await expect(toast(page, 'Please fill all required fields')).toContainText('Error')
    await expect(page.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/projects\/jobs\/new$/)
    await page.goto('/projects/jobs')
    await expect(page.getByText('18 jobs')).toBeVisible()
  })

  test('filters by status tab and by today', async ({ page }) => {
    await page.goto('/projects/jobs')
    await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
    await expect(page.getByText('18 jobs')).toBeVisible()
    for (const tab of ['All', 'Scheduled', 'In Progress', 'Done']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible()
    }
    await page.getByRole('tab', { name: 'In Progress' }).click()
    await expect(page).toHaveURL(/status=In-Progress/)
    const cards = page.getByRole('list', { name: 'Jobs' }).getByRole('link')
    await expect(cards.first()).toBeVisible()
    // The previous tab's cards stay on screen until the filtered page arrives: count after that.
    await expect(cards.filter({ hasText: 'Scheduled' })).toHaveCount(0)
    await expect(cards.filter({ hasText: 'Done' })).toHaveCount(0)
    const count = await cards.count()
    await expect(page.getByText(`${count} job${count === 1 ? '' : 's'}`)).toBeVisible()

    await page.goto('/projects/jobs?filter=today')
    await expect(page.getByText('Today only')).toBeVisible()
    await expect(page.getByText(/\d+ jobs? today/)).toBeVisible()
    await page.getByRole('button', { name: 'Show all days' }).click()
    await expect(page.getByText('18 jobs')).toBeVisible()
  })

  test('reassigns and unassigns a crew after a confirmation', async ({ page }) => {
    await createJob(page, 'Fence Line Clearing')
    await page.getByRole('tab', { name: 'Crew' }).click()
    await pickRecord(page, 'Crew', 'Crew Bravo', 'brav')
    await page.getByRole('button', { name: 'Assign Crew' }).click()
    await expect(page.getByText('Crew Bravo')).toBeVisible()

    await page.getByRole('button', { name: 'Reassign' }).click()
    const dialog = page.getByRole('alertdialog')
    await pickRecord(dialog, 'New crew', 'Crew Delta')
    await dialog.getByRole('button', { name: 'Reassign' }).click()
    await expect(toast(page, 'Crew has been reassigned')).toBeVisible()
    await expect(page.getByText('Crew Delta')).toBeVisible()

    await page.getByRole('button', { name: 'Unassign' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unassign' }).click()
    await expect(toast(page, 'Crew has been unassigned from this job')).toBeVisible()
    await expect(page.getByText('No crew assigned')).toBeVisible()
    await page.reload()
    await expect(page.getByText('No crew assigned')).toBeVisible()
  })

  test("ticks a work order checklist item on the job's Work Order tab and keeps it", async ({
    page,
  }) => {
    await createJob(page, 'Irrigation Audit')
    await page.getByRole('tab', { name: 'Work Order' }).click()
    await page.getByRole('button', { name: 'Create Work Order' }).click()
    await expect(toast(page, 'Work order created')).toBeVisible()
    await page.getByLabel('New checklist item').fill('Test every zone')
    await page.getByRole('button', { name: 'Add Item' }).click()
    await page.getByLabel('New material').fill('Sprinkler heads')
    await page.getByRole('button', { name: 'Add Material' }).click()
    await expect(page.getByText('Sprinkler heads')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Test every zone' }).check()
    await expect(page.getByText('1/1 done')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Test every zone' })).toBeChecked()
    await expect(page.getByText('Sprinkler heads')).toBeVisible()
  })

  test('lists the media of a seeded job', async ({ page }) => {
    await page.goto('/projects/jobs?filter=today')
    await page.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click()
    await page.getByRole('tab', { name: 'Media' }).click()
    const panel = page.getByRole('tabpanel')
    await expect(
      panel.getByRole('list', { name: 'Job media' }).or(panel.getByText('No photos yet')),
    ).toBeVisible()
  })

  test('says Job not found for an unknown id', async ({ page }) => {
    await page.goto('/projects/jobs/00000000-0000-4000-8000-000000000000')
    await expect(page.getByText('Job not found')).toBeVisible()
    await page.goto('/projects/jobs/not-an-id')
    await expect(page.getByText('Job not found')).toBeVisible()
  })

  test('/projects opens the jobs list', async ({ page }) => {
    await page.goto('/projects')
    await expect(page).toHaveURL(/\/projects\/jobs$/)
    await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
  })
})
