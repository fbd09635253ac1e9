// The shell around every page: the 404 page and the phone layout.
import { expect, test } from './fixtures'

test.describe('Not found', () => {
  test.use({ allowConsoleErrors: [/404 Error: User attempted to access non-existent route/] })

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })
})

test.describe('Phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the drawer opens from the top bar and closes on navigation', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('body')).toHaveClass(/drawer-open/)
    await page.getByLabel('Navigation menu').getByRole('link', { name: 'Persons' }).click()
    await expect(page).toHaveURL(/\/crm\/contacts\/persons$/)
    await expect(page.locator('body')).not.toHaveClass(/drawer-open/)
    await expect(page.getByText('20 contacts')).toBeVisible()
  })
})
