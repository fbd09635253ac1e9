// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { page, renderApp, TEST_CREW, TEST_ESTIMATOR, TEST_FOREMAN } from '../../test/render-app'
import { takeConsoleErrors } from '../../test/setup'
import { OPEN_QUICK_CAPTURE_EVENT } from '../../lib/events'
import { MOBILE_DRAWER_ID } from './mobile-drawer'

function desktopSidebar(): HTMLElement {
  const aside = document.querySelector('aside')
  if (!aside) throw new Error('no sidebar')
  return aside
}

describe('App shell', { timeout: 15_000 }, () => {
  it('lists exactly the spec sidebar sections and links', async () => {
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    const sidebar = within(desktopSidebar())
    const sections = sidebar.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(sections).toEqual([
      'Main',
      'CRM',
      'Projects',
      'Sales',
      'Billing',
      'Team',
      'Tools',
      'Messages',
      'Settings',
      'Support',
    ])
    const links = within(sidebar.getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')] as const)
    expect(Object.fromEntries(links)).toEqual({
      Dashboard: '/dashboard',
      Today: '/today',
      Reports: '/reports',
      Persons: '/crm/contacts/persons',
      Companies: '/crm/contacts/companies',
      Jobs: '/projects/jobs',
      'Work Orders': '/projects/work-orders',
      Calendar: '/projects/calendar',
      Leads: '/sales/leads',
      Estimates: '/sales/estimates',
      Invoices: '/billing/invoices',
      Payments: '/billing/payments',
      Contractors: '/team/contractors',
      Employees: '/team/employees',
      Crews: '/team/crews',
      // Server mode only, as the Audit Log below.
      Timesheets: '/timesheets',
      Media: '/tools/media',
      Gallery: '/tools/gallery',
      Templates: '/tools/templates',
      Forms: '/tools/forms',
      Notes: '/tools/notes',
      Inbox: '/messages/inbox',
      'Team Chat': '/messages/team',
      'Business / Branding': '/settings/branding',
      Integrations: '/settings/integrations',
      'Users & Roles': '/settings/users',
      // Server mode only (the tests run as the server's app): the demo's sidebar has no audit log.
      'Audit Log': '/settings/audit-log',
      Backup: '/settings/backup',
      Notifications: '/settings/notifications',
      Demo: '/settings/demo',
      'Knowledge Base': '/support/kb',
      'Submit Ticket': '/support/tickets',
    })
    expect(sidebar.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/signout')
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  })

  it('highlights the current area link', async () => {
    renderApp('/reports')
    await screen.findByRole('heading', { name: 'Reports' })
    const sidebar = within(desktopSidebar())
    expect(sidebar.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page')
    expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('loads a screen lazily with its title and sets the tab title', async () => {
    renderApp('/settings/integrations')
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Integrations · Groundwork'))
  })

  it('shows the dashboard shortcuts on / with their targets', async () => {
    renderApp('/')
    await screen.findByRole('heading', { name: 'Dashboard' })
    const shortcuts = within(screen.getByRole('region', { name: 'Shortcuts' }))
    for (const [name, href] of [
      ['Create Estimate', '/sales/estimates/new'],
      ['Create Job', '/projects/jobs/new'],
      ['Add Contact', '/crm/contacts/persons/new'],
      ['Upload Media', '/tools/media/upload'],
    ]) {
      expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href)
    }
  })

  it('shows the 404 page for unknown paths and logs the path', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument()
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(takeConsoleErrors()).toContainEqual([
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    ])
  })

  it('opens and closes the mobile drawer, marking the body while open', async () => {
    const user = userEvent.setup()
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    const menu = screen.getByRole('button', { name: 'Open menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    // The drawer's navigation is built on its first opening, and kept from then on.
    const drawerLinks = () =>
      document.getElementById(MOBILE_DRAWER_ID)?.querySelectorAll('a').length
    expect(drawerLinks()).toBe(0)

    await user.click(menu)
    expect(document.body).toHaveClass('drawer-open')
    expect(drawerLinks()).toBeGreaterThan(20)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    await user.click(screen.getByTestId('drawer-backdrop'))
    expect(document.body).not.toHaveClass('drawer-open')
    expect(drawerLinks()).toBeGreaterThan(20)

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = within(screen.getByRole('dialog', { name: 'Navigation menu' }))
    await user.click(drawer.getByRole('link', { name: 'Crews' }))
    expect(document.body).not.toHaveClass('drawer-open')
    expect(await screen.findByRole('heading', { name: 'Crews' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.keyboard('{Escape}')
    expect(document.body).not.toHaveClass('drawer-open')
  })

  it('renders no sidebar on a phone-sized screen, where CSS would hide it', async () => {
    const phone = (query: string) =>
      ({
        matches: query === '(width < 48rem)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList
    vi.spyOn(window, 'matchMedia').mockImplementation(phone)
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    expect(document.querySelector('aside')).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument()
  })

  it('has a bottom tab bar whose camera button asks for Quick Capture', async () => {
    const user = userEvent.setup()
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard' })
    const tabs = within(screen.getByRole('navigation', { name: 'Quick navigation' }))
    expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard')
    expect(tabs.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects')
    expect(tabs.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages')
    expect(tabs.getByRole('link', { name: 'AI' })).toHaveAttribute('href', '/ai')

    const listener = vi.fn()
    window.addEventListener(OPEN_QUICK_CAPTURE_EVENT, listener)
    await user.click(tabs.getByRole('button', { name: 'Camera' }))
    window.removeEventListener(OPEN_QUICK_CAPTURE_EVENT, listener)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['an Estimator', TEST_ESTIMATOR, '/dashboard'],
    ['a Crew user', TEST_CREW, '/projects/jobs'],
  ])('offers %s, who may not read messages, no SMS button', async (_, user, home) => {
    renderApp(home, () => page([]), { user })
    await screen.findByRole('heading', { level: 1 })
    const sidebar = within(desktopSidebar())
    expect(sidebar.getByRole('button', { name: 'Assistant' })).toBeInTheDocument()
    expect(sidebar.queryByRole('button', { name: 'SMS' })).toBeNull()
  })

  it('offers a Foreman, who reads messages, the SMS button', async () => {
    renderApp('/dashboard', () => page([]), { user: TEST_FOREMAN })
    await screen.findByRole('heading', { level: 1 })
    expect(within(desktopSidebar()).getByRole('button', { name: 'SMS' })).toBeInTheDocument()
  })

  it("takes a Crew user on a phone from '/' and the business name to Today", async () => {
    // jsdom matches no media query: a phone-sized window.
    const { router } = renderApp('/', () => page([]), { user: TEST_CREW })
    await screen.findByRole('heading', { name: 'Today', level: 1 })
    expect(router.state.location.pathname).toBe('/today')
    const brand = within(desktopSidebar()).getAllByRole('link')[0]
    expect(brand).toHaveAttribute('href', '/today')
  })

  it.each([
    ['a Crew user, who has no dashboard, to their jobs', TEST_CREW, '/projects/jobs', 'Jobs'],
    ['a Foreman to the dashboard', TEST_FOREMAN, '/', 'Dashboard'],
  ])("takes %s from '/' on a wide screen", async (_, user, path, heading) => {
    const wide = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    try {
      const { router } = renderApp('/', () => page([]), { user })
      await screen.findByRole('heading', { name: heading, level: 1 })
      expect(router.state.location.pathname).toBe(path)
    } finally {
      wide.mockRestore()
    }
  })
})
