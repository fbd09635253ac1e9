// Signs the Owner in once through the API and keeps the session cookie: the server project's specs
// start from it (playwright.config.ts: storageState), so each runs signed in.
import { expect, test as setup } from '@playwright/test'
import { OWNER, ownerStatePath } from './accounts'

setup('sign in as the Owner', async ({ request, baseURL }) => {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: OWNER.email, password: OWNER.password },
  })
  expect(response.status(), await response.text()).toBe(200)
  const port = Number(new URL(baseURL ?? '').port)
  await request.storageState({ path: ownerStatePath(port) })
})
