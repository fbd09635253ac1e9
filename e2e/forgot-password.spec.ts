// "Forgot password?" end to end (issue #30), server mode only (the demo has no sign-in): from the
// sign-in page with no session, a user asks for a reset link, reads it in the e-mail the e2e mail
// server caught, opens it, chooses a new password and lands signed in. The user is made for this
// test by the Owner (through the API), so the Owner's own password stays as the other specs need.
import type { APIRequestContext } from '@playwright/test'
import { ownerStatePath } from './accounts'
import { expect, test } from './fixtures'
import { waitForMail } from './mail'

test.describe('Forgot password (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no sign-in (SPEC section 6)')
  // Nobody is signed in in this browser: it has only the sign-in page and the e-mail.
  test.use({ storageState: { cookies: [], origins: [] } })

  let owner: APIRequestContext | undefined
  let userId: string | undefined
  test.afterEach(async () => {
    // Accounts outlive the reset before each test: this one goes when the test ends.
    if (owner && userId) {
      const removed = await owner.delete(`/api/users/${userId}`)
      expect([200, 204]).toContain(removed.status())
    }
    await owner?.dispose()
    owner = undefined
    userId = undefined
  })

  test('a user resets their password from the e-mailed link and lands signed in', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    owner = await playwright.request.newContext({
      baseURL,
      storageState: ownerStatePath(Number(new URL(baseURL ?? '').port)),
    })
    const tag = Date.now().toString(36)
    const email = `rosa-${tag}@groundwork.test`
    const created = await owner.post('/api/users', {
      data: { name: `Rosa Reset ${tag}`, email, role: 'Office' },
    })
    expect(created.status(), await created.text()).toBe(201)
    userId = ((await created.json()) as { id: string }).id

    const since = Date.now()
    await page.goto('/signin')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toHaveText(/If an account exists for that address/)

    const mail = await waitForMail(email, { subject: /Reset your password/, since })
    const link = /http:\/\/127\.0\.0\.1:\d+\/set-password#[a-z2-7]+/.exec(mail.text)?.[0]
    expect(link, mail.text).toBeTruthy()
    expect(mail.html).toContain(link)

    await page.goto(link!)
    await expect(
      page.getByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('rosa-new-password-1')
    await page.getByLabel('Confirm password').fill('rosa-new-password-1')
    await page.getByRole('button', { name: 'Set password and sign in' }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
    await expect(page.locator('aside').getByText(email)).toBeVisible()

    // The link worked once.
    await page.goto(link!)
    await expect(page.getByRole('alert')).toHaveText(/expired or was already used/)
  })
})
