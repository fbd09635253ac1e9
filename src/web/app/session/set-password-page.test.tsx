// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LINK_UNUSABLE_MESSAGE } from '../../../domain/access/set-password-link'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp, TEST_CREW, TEST_ESTIMATOR } from '../../test/render-app'
import '../../test/setup'

const unusable: ApiResponse = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: LINK_UNUSABLE_MESSAGE } },
}

/** A server where nobody is signed in and `tok-good` is a usable link of `person`. */
function linkApi(
  person: { name: string; email: string } = TEST_ESTIMATOR,
  purpose: 'set-password' | 'reset' = 'set-password',
) {
  const requests: ApiRequest[] = []
  let isUsed = false
  const fake = (req: ApiRequest): ApiResponse => {
    requests.push(req)
    const { token, password } = (req.body ?? {}) as { token?: string; password?: string }
    if (req.path === '/api/auth/set-password/check') {
      return token === 'tok-good' && !isUsed
        ? { status: 200, body: { name: person.name, email: person.email, purpose } }
        : unusable
    }
    if (req.path === '/api/auth/set-password') {
      if (token !== 'tok-good' || isUsed) return unusable
      if ((password ?? '').length > 200) {
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Invalid input',
              fields: { password: 'Password is too long (max 200)' },
            },
          },
        }
      }
      isUsed = true
      return { status: 200, body: { user: person } }
    }
    if (req.path === '/api/auth/setup') return { status: 200, body: { required: false } }
    // The landing page's own requests: empty lists, and no branding (the defaults).
    return req.path === '/api/settings/branding' ? { status: 404, body: null } : page([])
  }
  return { fake, requests }
}

describe('SetPasswordPage', { timeout: 20_000 }, () => {
  it('sets the password of a good link and lands on the dashboard signed in', async () => {
    const user = userEvent.setup()
    const { fake, requests } = linkApi()
    const { router } = renderApp('/set-password#tok-good', fake, { user: null })
    expect(
      await screen.findByRole('heading', { name: 'Set your password', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Ezra Estimator \(ezra@example.com\)/)).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull()

    // Too short, then two that differ: refused before anything is sent.
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'a-long-enough-password')
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-enough-passwore')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/auth/set-password')).toHaveLength(0)

    await user.clear(screen.getByLabelText('Confirm password'))
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-enough-password')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(requests.find((r) => r.path === '/api/auth/set-password')?.body).toEqual({
      token: 'tok-good',
      password: 'a-long-enough-password',
    })
    expect(
      await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 8000 }),
    ).toBeInTheDocument()
  })

  it('asks for a new password when the link is an e-mailed reset', async () => {
    const user = userEvent.setup()
    const { fake } = linkApi(TEST_ESTIMATOR, 'reset')
    const { router } = renderApp('/set-password#tok-good', fake, { user: null })
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText(/signed out everywhere else/)).toBeInTheDocument()
    await user.type(screen.getByLabelText('New password'), 'a-new-long-password')
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-long-password')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('takes a Crew user on a phone to Today', async () => {
    const user = userEvent.setup()
    const { fake } = linkApi(TEST_CREW)
    const { router } = renderApp('/set-password#tok-good', fake, { user: null })
    await user.type(await screen.findByLabelText('New password'), 'crew-password-1')
    await user.type(screen.getByLabelText('Confirm password'), 'crew-password-1')
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/today'))
  })

  it('says a used or expired link cannot be used, and asks for nothing', async () => {
    const { fake } = linkApi()
    renderApp('/set-password#tok-used', fake, { user: null })
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_UNUSABLE_MESSAGE)
    expect(screen.queryByLabelText('New password')).toBeNull()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/signin')
  })

  it('says so without asking the server when the address has no token', async () => {
    const { fake, requests } = linkApi()
    renderApp('/set-password', fake, { user: null })
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.')
    expect(requests.filter((r) => r.path.startsWith('/api/auth/set-password'))).toEqual([])
  })

  it("shows the API's password message under the field", async () => {
    const user = userEvent.setup()
    const { fake } = linkApi()
    renderApp('/set-password#tok-good', fake, { user: null })
    const long = 'x'.repeat(201)
    await user.click(await screen.findByLabelText('New password'))
    await user.paste(long)
    await user.click(screen.getByLabelText('Confirm password'))
    await user.paste(long)
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }))
    expect(await screen.findByText('Password is too long (max 200)')).toBeInTheDocument()
  })
})
