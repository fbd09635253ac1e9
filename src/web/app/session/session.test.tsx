// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TIME_ZONE_MESSAGE } from '../../../domain/settings/branding-defaults'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { clearDeviceData, enqueue, hasUnsyncedChanges } from '../../data/outbox/outbox-store'
import { page, renderApp, TEST_CREW, TEST_ESTIMATOR, TEST_OWNER } from '../../test/render-app'
import '../../test/setup'

/** The screen for an address the role may not use, with its way back home. */
async function expectNoAccess(linkName: string, href: string) {
  expect(
    await screen.findByRole('heading', { name: "You don't have access to this page" }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: linkName })).toHaveAttribute('href', href)
}

const refused = (status: number, code: string, message: string): ApiResponse => ({
  status,
  body: { error: { code, message } },
})

/** A server where nobody is signed in; `setupRequired` while no account exists. */
function signedOutApi(
  answers: (req: ApiRequest) => ApiResponse | undefined,
  setupRequired = false,
) {
  return (req: ApiRequest): ApiResponse => {
    if (req.path === '/api/auth/setup' && req.method === 'GET') {
      return { status: 200, body: { required: setupRequired } }
    }
    return answers(req) ?? page([])
  }
}

describe('signed out', () => {
  it('leads every page to sign-in, remembering it, and back to it once signed in', async () => {
    const user = userEvent.setup()
    const { router } = renderApp(
      '/billing/invoices?filter=overdue',
      signedOutApi((req) => {
        if (req.path !== '/api/auth/sign-in/email') return undefined
        const { password } = req.body as { password: string }
        return password === 'right-password'
          ? { status: 200, body: { user: TEST_OWNER } }
          : refused(401, 'UNAUTHENTICATED', 'Wrong email or password')
      }),
      { user: null },
    )
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?next=%2Fbilling%2Finvoices%3Ffilter%3Doverdue')
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull()
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())

    await user.type(screen.getByLabelText('Email'), 'owner@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password')

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'right-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/billing/invoices?filter=overdue',
    )
  })

  it("shows the business's name and colour from a stranger's branding answer, and reads it whole once signed in", async () => {
    const user = userEvent.setup()
    let isSignedIn = false
    const full = {
      business_name: 'Sunrise Landscaping',
      brand_color: '#1d4ed8',
      business_email: 'office@sunrise.example',
      business_phone: '',
      business_address: '',
      payment_instructions: '',
      paper_size: 'A4',
      time_zone: 'America/Chicago',
      has_logo: false,
    }
    const { router } = renderApp(
      '/signin',
      signedOutApi((req) => {
        if (req.path === '/api/settings/branding') {
          // As the server answers a caller without a session: the name and colour only.
          const body = isSignedIn
            ? full
            : { business_name: full.business_name, brand_color: full.brand_color }
          return { status: 200, body }
        }
        if (req.path !== '/api/auth/sign-in/email') return undefined
        isSignedIn = true
        return { status: 200, body: { user: TEST_OWNER } }
      }),
      { user: null },
    )
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument()
    expect(await screen.findByText('Sunrise Landscaping')).toBeInTheDocument()
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1d4ed8'),
    )
    await user.type(screen.getByLabelText('Email'), 'owner@example.com')
    await user.type(screen.getByLabelText('Password'), 'right-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('navigation', { name: 'Main navigation' })
    // The stranger's answer is not kept: the signed-in app asks again and gets every field.
    await router.navigate('/settings/branding')
    expect(await screen.findByLabelText('Business e-mail')).toHaveValue('office@sunrise.example')
    document.documentElement.removeAttribute('style')
  })

  it('says so when sign-in is throttled', async () => {
    const user = userEvent.setup()
    renderApp(
      '/signin',
      signedOutApi((req) =>
        req.path === '/api/auth/sign-in/email'
          ? refused(429, 'RATE_LIMITED', 'Too many sign-in attempts: try again in 15 minutes')
          : undefined,
      ),
      { user: null },
    )
    await user.type(await screen.findByLabelText('Email'), 'owner@example.com')
    await user.type(screen.getByLabelText('Password'), 'whatever-it-is')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts')
  })

  it('leads to the first-run setup while no account exists', async () => {
    const user = userEvent.setup()
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/Denver' }
    })
    const { router, transport } = renderApp(
      '/dashboard',
      signedOutApi(
        (req) =>
          req.method === 'POST' && req.path === '/api/auth/setup'
            ? { status: 201, body: { user: TEST_OWNER, seeded: true } }
            : undefined,
        true,
      ),
      { user: null },
    )
    expect(
      await screen.findByRole('heading', { name: 'Set up Groundwork', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Include sample data to explore')).toBeChecked()
    // The browser's zone, offered and changeable; one Intl does not know is refused under the field.
    const zone = screen.getByLabelText('Time zone')
    expect(zone).toHaveValue('America/Denver')
    await user.clear(zone)
    await user.type(zone, 'Mars/Olympus')
    await user.type(screen.getByLabelText('Business name'), 'Evergreen Grounds')
    await user.type(screen.getByLabelText('Your name'), 'Sam Setup')
    await user.type(screen.getByLabelText('Email'), 'sam@example.com')
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Create workspace' }))
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument()
    expect(screen.getByText(TIME_ZONE_MESSAGE)).toBeInTheDocument()
    await user.clear(zone)
    await user.type(zone, 'Europe/Lisbon')

    await user.type(screen.getByLabelText('Password'), '-and-long-enough')
    await user.click(screen.getByRole('button', { name: 'Create workspace' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/setup',
        body: {
          business_name: 'Evergreen Grounds',
          owner_name: 'Sam Setup',
          email: 'sam@example.com',
          password: 'short-and-long-enough',
          time_zone: 'Europe/Lisbon',
          sample_data: true,
        },
      }),
    )
  })
})

describe('a set-password link', () => {
  it("sets a new user's password and signs them in", async () => {
    const user = userEvent.setup()
    const { transport } = renderApp(
      '/set-password#link-token',
      (req) => {
        if (req.path === '/api/auth/set-password/check') {
          return { status: 200, body: { name: TEST_ESTIMATOR.name, email: TEST_ESTIMATOR.email } }
        }
        if (req.path === '/api/auth/set-password')
          return { status: 200, body: { user: TEST_ESTIMATOR } }
        return page([])
      },
      { user: null },
    )
    expect(await screen.findByText(/Ezra Estimator \(ezra@example.com\)/)).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'estimator-password')
    await user.type(screen.getByLabelText('Confirm password'), 'estimator-password')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/auth/set-password',
        body: { token: 'link-token', password: 'estimator-password' },
      }),
    )
  })

  it('says so when the link cannot be used', async () => {
    renderApp(
      '/set-password#used-token',
      () =>
        refused(
          404,
          'NOT_FOUND',
          'This link has expired or was already used. Ask the owner for a new one.',
        ),
      { user: null },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired')
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin')
  })
})

describe('signed in', () => {
  it("shows the user's name and e-mail in the sidebar", async () => {
    renderApp('/crm/contacts/persons', () => page([]))
    const sidebar = within(await screen.findByRole('complementary'))
    expect(sidebar.getByText('Olivia Owner')).toBeInTheDocument()
    expect(sidebar.getByText('owner@example.com')).toBeInTheDocument()
  })

  it('goes back to sign-in, remembering the page, when the session has ended (401)', async () => {
    const { router } = renderApp('/crm/contacts/persons', () =>
      refused(401, 'UNAUTHENTICATED', 'Sign in to continue'),
    )
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?next=%2Fcrm%2Fcontacts%2Fpersons')
  })

  it("toasts the server's message when it refuses a page's data (403)", async () => {
    renderApp('/crm/contacts/persons', () =>
      refused(403, 'FORBIDDEN', 'Your role cannot see persons'),
    )
    expect(await screen.findAllByText('Your role cannot see persons')).not.toHaveLength(0)
  })

  it('signs out at once, then shows the sign-in page after 2 seconds', async () => {
    const { router, transport } = renderApp('/signout', (req) =>
      req.path === '/api/auth/sign-out' ? { status: 200, body: { success: true } } : page([]),
    )
    expect(await screen.findByRole('heading', { name: 'Signing Out' })).toBeInTheDocument()
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', path: '/api/auth/sign-out' }),
      ),
    )
    expect(
      await screen.findByRole('heading', { name: 'Sign in', level: 1 }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/signin')
  })

  it('asks before signing out with changes waiting on the phone, then clears them', async () => {
    const user = userEvent.setup()
    const change = { method: 'POST', body: {}, acted_at: Date.now() } as const
    await enqueue({ ...change, path: '/api/time/clock-out', label: 'Clock out' })
    await enqueue({ ...change, path: '/api/jobs/j1/finish', label: 'Finish Mulch' })
    const { transport } = renderApp('/signout', (req) =>
      req.path === '/api/auth/sign-out' ? { status: 200, body: { success: true } } : page([]),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    expect(dialog).toHaveTextContent(
      'You have 2 changes waiting to sync. Sign out anyway? They will be lost.',
    )
    expect(transport).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/auth/sign-out' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({ method: 'POST', path: '/api/auth/sign-out' }),
      ),
    )
    await waitFor(async () => expect(await hasUnsyncedChanges()).toBe(false))
  })

  it('stays signed in when the person keeps their waiting changes', async () => {
    const user = userEvent.setup()
    await enqueue({ method: 'POST', path: '/api/time/clock-in', body: {}, acted_at: 1, label: 'x' })
    const { transport, router } = renderApp('/signout', () => page([]))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    expect(dialog).toHaveTextContent('You have 1 change waiting to sync.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/signout'))
    expect(transport).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/auth/sign-out' }),
    )
    expect(await hasUnsyncedChanges()).toBe(true)
    await clearDeviceData()
  })
})

describe('roles', () => {
  it('shows an Estimator no Billing, no billing figures, and no way in by address', async () => {
    renderApp('/dashboard', () => page([]), { user: TEST_ESTIMATOR })
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }))
    expect(nav.getByText('Sales')).toBeInTheDocument()
    expect(nav.queryByText('Billing')).toBeNull()
    expect(nav.queryByRole('link', { name: 'Invoices' })).toBeNull()
    expect(nav.queryByText('Settings')).toBeNull()
    expect(screen.queryByText('Overdue Invoices')).toBeNull()
    expect(screen.queryByText('30-Day Revenue')).toBeNull()
    expect(screen.getByText('Open Estimates')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Create Job/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Create Estimate/ })).toBeInTheDocument()
  })

  it('shows a clear screen for an address the role may not use', async () => {
    renderApp('/billing/invoices', () => page([]), { user: TEST_ESTIMATOR })
    await expectNoAccess('Back to the dashboard', '/dashboard')
  })

  it('sends a Crew user on a phone back to Today, their home', async () => {
    renderApp('/dashboard', () => page([]), { user: TEST_CREW })
    await expectNoAccess('Back to Today', '/today')
  })

  it('gives a Crew user no client lists: not in the sidebar, and the access screen by address', async () => {
    renderApp('/crm/contacts/persons', () => page([]), { user: TEST_CREW })
    await expectNoAccess('Back to Today', '/today')
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'Persons' })).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Companies' })).toBeNull()
  })

  it('hides the create button of a list the role may only read', async () => {
    renderApp('/projects/jobs', () => page([]), { user: TEST_ESTIMATOR })
    expect(await screen.findByRole('heading', { name: 'Jobs', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Create Job/ })).toBeNull()
  })
})
