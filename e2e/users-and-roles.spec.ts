// Users & Roles as accounts (issue #20), server mode only (the demo has no sign-in, SPEC section 6):
// the Owner adds a user and copies their one-time sign-in link, the user sets a password with it in
// a browser of their own and lands signed in with their role's menu, and deactivating them signs
// them out everywhere. Their own name they change themselves, from their user card.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForMail } from './mail'

/** Problems a second browser's page had (the fixture watches the first page only). */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // A refused request the app handles (the 401 once deactivated) is logged as a failed resource.
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
      return
    problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

test.describe('Users & Roles accounts (server)', () => {
  test.skip(() => test.info().project.name !== 'server', 'the demo has no sign-in (SPEC section 6)')

  test('an Estimator added by the Owner signs in with their link; deactivated, they are signed out', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Accounts outlive the reset before each test: a name and e-mail of this run's own.
    const tag = Date.now().toString(36)
    const name = `Ezra Estimator ${tag}`
    const email = `ezra-${tag}@groundwork.test`

    await page.goto('/settings/users')
    await page.getByRole('button', { name: 'Add User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add User' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Role').selectOption('Estimator')
    await dialog.getByRole('button', { name: 'Add User' }).click()

    // The sign-in link shows at once; Copy puts it on the clipboard. The e2e server has a mail
    // server, so the invite was e-mailed too (issue #30).
    const linkDialog = page.getByRole('dialog', { name: `Sign-in link for ${name}` })
    await expect(page.getByText('Invite sent')).toBeVisible()
    await expect(linkDialog.getByText(/works once, within 72 hours/)).toBeVisible()
    await linkDialog.getByRole('button', { name: 'Copy' }).click()
    await expect(linkDialog.getByRole('button', { name: 'Copied' })).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/set-password#\S+$/)
    await expect(linkDialog.getByLabel('Sign-in link')).toHaveValue(link)
    const invite = await waitForMail(email, { subject: /Your account at/ })
    expect(invite.text).toContain(link)
    await linkDialog.getByRole('button', { name: 'Done' }).click()
    const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({
      hasText: email,
    })
    await expect(row.getByText('Not signed in yet')).toBeVisible()

    // The Estimator, in a browser of their own: no session, only the link.
    const theirs = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const estimator = await theirs.newPage()
    const problems = watchProblems(estimator)
    await estimator.goto(link)
    await expect(
      estimator.getByRole('heading', { name: 'Set your password', level: 1 }),
    ).toBeVisible()
    await expect(estimator.getByText(email)).toBeVisible()
    await estimator.getByLabel('New password').fill('ezra-password-1')
    await estimator.getByLabel('Confirm password').fill('ezra-password-1')
    await estimator.getByRole('button', { name: 'Set password and sign in' }).click()
    await expect(estimator).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
    const theirSidebar = estimator.locator('aside')
    await expect(theirSidebar.getByText(email)).toBeVisible()
    await expect(theirSidebar.getByRole('heading', { name: 'Sales' })).toBeVisible()
    await expect(theirSidebar.getByRole('heading', { name: 'Billing' })).toHaveCount(0)
    // The Owner's has Billing.
    await expect(page.locator('aside').getByRole('heading', { name: 'Billing' })).toBeVisible()

    // Their own name, from their user card's Account dialog.
    const renamed = `${name} R.`
    await theirSidebar.getByRole('button', { name: `Account settings for ${name}` }).click()
    const account = estimator.getByRole('dialog', { name: 'Account' })
    await account.getByLabel('Name', { exact: true }).fill(renamed)
    await account.getByRole('button', { name: 'Save name' }).click()
    await expect(estimator.getByText('Name saved')).toBeVisible()
    await estimator.keyboard.press('Escape')
    await expect(theirSidebar.getByText(renamed)).toBeVisible()

    // The link worked once.
    const again = await theirs.newPage()
    await again.goto(link)
    await expect(again.getByRole('alert')).toHaveText(
      'This link has expired or was already used. Ask the owner for a new one.',
    )
    await again.close()

    // The Owner sees them signed in, then deactivates them.
    await page.reload()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(row.getByText(renamed, { exact: true })).toBeVisible()
    await row.getByRole('button', { name: `Deactivate ${renamed}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${renamed}?` })
    await expect(confirm.getByText(/signed out everywhere/)).toBeVisible()
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expect(page.getByText('User deactivated')).toBeVisible()
    await expect(row.getByText('Deactivated')).toBeVisible()

    // Their next navigation lands on the sign-in page.
    await theirSidebar.getByRole('link', { name: 'Persons' }).click()
    await expect(estimator).toHaveURL(/\/signin(\?|$)/, { timeout: 15_000 })
    await expect(estimator.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
    await estimator.goto(`${new URL(link).origin}/dashboard`)
    await expect(estimator).toHaveURL(/\/signin(\?|$)/)
    expect(problems, problems.join('\n')).toEqual([])
    await theirs.close()
  })
})
