// Shared Playwright fixture: every test fails on a console error, an uncaught page error or a
// failed request, except the ones a test declares as expected; API calls run as the signed-in user.
import { test as base, expect } from '@playwright/test'
import { ownerStatePath } from './accounts'

type Fixtures = {
  /** Console errors matching one of these are part of the test (e.g. the 404 page's log). */
  allowConsoleErrors: RegExp[]
  /** Every test starts from the seed: the server's data is reset, the demo's browser is new. */
  freshData: void
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  // The API as the page's user: the project's signed-in session (server mode) travels with it.
  request: async ({ playwright, baseURL, storageState }, use) => {
    const request = await playwright.request.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...(storageState ? { storageState } : {}),
    })
    await use(request)
    await request.dispose()
  },
  freshData: [
    async ({ playwright, baseURL }, use, testInfo) => {
      if (testInfo.project.name === 'server' && baseURL) {
        // As the Owner, whoever the test itself is (a signed-out test too).
        const owner = await playwright.request.newContext({
          baseURL,
          storageState: ownerStatePath(Number(new URL(baseURL).port)),
        })
        const response = await owner.post('/api/demo/reset')
        expect(response.status()).toBe(200)
        await owner.dispose()
      }
      await use()
    },
    { auto: true },
  ],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      // A 4xx answer the app handles (e.g. 'Person not found') is logged by Chromium as a failed resource.
      if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return
      if (allowConsoleErrors.some((re) => re.test(text))) return
      problems.push(`console error: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? ''
      if (failure.includes('ERR_ABORTED')) return // cancelled stale searches and navigations
      problems.push(`request failed: ${request.url()} ${failure}`)
    })
    await use(page)
    expect(problems, problems.join('\n')).toEqual([])
  },
})

export { expect }
