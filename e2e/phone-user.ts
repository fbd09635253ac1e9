// A signed-in user on a phone for the server project's specs: a 390x844 touch context, and the
// first sign-in through the set-password link the Owner makes for a new account.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** A new phone-sized touch context on the project's server (or on `origin`, a test's own). */
export function openPhone(browser: Browser, origin?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: origin ?? test.info().project.use.baseURL,
  })
}

/** Opens user `userId`'s set-password link (made by `owner`) on `page` and signs in with `password`. */
export async function setPasswordAndSignIn(
  owner: APIRequestContext,
  page: Page,
  userId: string,
  password: string,
): Promise<void> {
  const linked = await owner.post(`/api/users/${userId}/set-password-link`)
  expect(linked.ok(), await linked.text()).toBe(true)
  const link = (await linked.json()) as { path: string }
  await page.goto(link.path)
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
}
