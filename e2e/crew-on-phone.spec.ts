// A Crew user on a phone (issue #20), server mode only (the demo has no sign-in, SPEC section 6):
// linked to an employee of a crew, they see their crew's jobs of the coming week and no one else's,
// tick a checklist item of their job's work order, add a photo to it, and get the access screen on
// the invoices list.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { openPhone, setPasswordAndSignIn } from './phone-user'
import { pngFile } from './tools-files'

type Row = Record<string, unknown> & { id: string }
const itemsOf = async (request: APIRequestContext, path: string) =>
  ((await (await request.get(path)).json()) as { items: Row[] }).items

/** A crew with members and a job of the coming week that has a work order with a checklist. */
async function crewWithWork(request: APIRequestContext) {
  const crews = await itemsOf(request, '/api/crews?limit=100')
  const jobs = await itemsOf(request, '/api/jobs?filter=upcoming&limit=100')
  const orders = await itemsOf(request, '/api/work-orders?limit=100')
  const weekEnd = Date.now() + 7 * 24 * 60 * 60 * 1000
  for (const crew of crews) {
    const members = crew.members as string[]
    if (members.length === 0) continue
    const job = jobs.find(
      (j) =>
        j.assigned_crew_id === crew.id &&
        (j.date as number) < weekEnd &&
        orders.some((o) => o.job_id === j.id && (o.checklist as unknown[]).length > 0),
    )
    const other = jobs.find((j) => j.assigned_crew_id && j.assigned_crew_id !== crew.id)
    if (job && other) return { employeeId: members[0] ?? '', job, other }
  }
  throw new Error('the sample data has no crew with a work order this week')
}

test.describe('A Crew user on a phone (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no sign-in (SPEC section 6)')

  test('sees their jobs, ticks a checklist item, adds a photo, and is kept out of billing', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const { employeeId, job, other } = await crewWithWork(page.request)
    const tag = Date.now().toString(36)
    const created = await page.request.post('/api/users', {
      data: {
        name: `Cody Crew ${tag}`,
        email: `cody-${tag}@groundwork.test`,
        role: 'Crew',
        employee_id: employeeId,
      },
    })
    expect(created.status()).toBe(201)
    const user = (await created.json()) as Row
    const phone = await openPhone(browser)
    try {
      const crew = await phone.newPage()
      await setPasswordAndSignIn(page.request, crew, user.id, 'cody-password-1')

      // On a phone a Crew user starts on Today (issue #32); then their jobs: this one, and not
      // another crew's.
      await expect(crew).toHaveURL(/\/today$/, { timeout: 15_000 })
      await expect(crew.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
      await crew.goto('/projects/jobs')
      await expect(crew.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()
      await expect(crew.getByText(job.title as string).first()).toBeVisible()
      await expect(crew.getByText(other.title as string)).toHaveCount(0)

      // Their work order: tick the first checklist item.
      await crew
        .getByText(job.title as string)
        .first()
        .click()
      await expect(crew.getByRole('heading', { name: job.title as string, level: 1 })).toBeVisible()
      await expect(crew.getByRole('link', { name: /Create Invoice|Invoice / })).toHaveCount(0)
      // Nothing on their job's screen is refused to them: no access-error toast, no crew changes.
      await crew.getByRole('tab', { name: 'Crew' }).click()
      await expect(crew.getByRole('button', { name: 'Reassign' })).toHaveCount(0)
      await crew.getByRole('tab', { name: 'Work Order' }).click()
      const first = crew.getByRole('checkbox').first()
      await expect(first).not.toBeChecked()
      await first.click()
      await expect(first).toBeChecked()
      await expect(crew.getByText(/^1\/\d+ done$/)).toBeVisible()
      await expect(crew.getByText("You don't have access to this")).toHaveCount(0)

      // A photo on their job.
      await crew.getByRole('link', { name: 'Add Photos' }).click()
      await expect(crew.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
      const photosOfJob = async () =>
        (await itemsOf(crew.request, `/api/media?job_id=${job.id}&limit=100`)).length
      const before = await photosOfJob()
      await crew.getByRole('button', { name: 'Upload Media' }).click()
      const dialog = crew.getByRole('dialog', { name: 'Upload Media' })
      await dialog.getByLabel('Media files').setInputFiles(pngFile('after-the-job.png'))
      await expect(dialog.getByRole('img', { name: 'after-the-job.png' })).toBeVisible()
      const jobPicker = dialog.getByRole('combobox', { name: 'Job', exact: true })
      if (!((await jobPicker.textContent()) ?? '').includes(job.title as string)) {
        await jobPicker.click()
        await crew
          .getByRole('option', { name: new RegExp(job.title as string) })
          .first()
          .click()
      }
      await dialog.getByRole('button', { name: 'Upload' }).click()
      await expect(
        crew.locator('[data-sonner-toast]').filter({ hasText: 'Media uploaded' }),
      ).toContainText('1 file added')
      expect(await photosOfJob()).toBe(before + 1)
      await expect(crew.getByRole('list', { name: 'Media' }).getByRole('listitem')).toHaveCount(
        before + 1,
      )

      // Billing is not theirs.
      await crew.goto('/billing/invoices')
      await expect(
        crew.getByRole('heading', { name: "You don't have access to this page" }),
      ).toBeVisible()
    } finally {
      await phone.close()
      // Accounts outlive the reset before each test.
      await page.request.delete(`/api/users/${user.id}`)
    }
  })
})
