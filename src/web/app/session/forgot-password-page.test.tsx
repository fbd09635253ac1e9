// @vitest-environment jsdom
// "Forgot password?" (issue #30): from the sign-in page to /forgot-password, which sends the
// address and shows the server's answer (the same for every address), or its refusal past the
// limits; an address that is not one is refused before anything is sent.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

const ANSWER = 'If an account exists for that address, we sent a link to reset the password.'
const THROTTLED = 'Too many password reset requests. Try again later.'

/** A server where nobody is signed in; the reset answer is `answer`. */
function resetApi(answer: ApiResponse = { status: 202, body: { message: ANSWER } }) {
  const requests: ApiRequest[] = []
  const fake = (req: ApiRequest): ApiResponse => {
    requests.push(req)
    if (req.path === '/api/auth/forgot-password') return answer
    if (req.path === '/api/auth/get-session') return { status: 200, body: null }
    if (req.path === '/api/auth/setup') return { status: 200, body: { required: false } }
    return req.path === '/api/settings/branding' ? { status: 404, body: null } : page([])
  }
  return { fake, requests }
}

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('is reached from the sign-in page with the typed address, and shows the answer', async () => {
    const user = userEvent.setup()
    const { fake, requests } = resetApi()
    const { router } = renderApp('/signin', fake, { user: null })
    await user.type(await screen.findByLabelText('Email'), 'ezra@example.com')
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'))
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('ezra@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(ANSWER)
    expect(screen.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible()
    expect(requests.filter((r) => r.path === '/api/auth/forgot-password')).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'ezra@example.com' } }),
    ])
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin')
  })

  it('refuses an address that is not one before anything is sent', async () => {
    const user = userEvent.setup()
    const { fake, requests } = resetApi()
    renderApp('/forgot-password', fake, { user: null })
    await user.type(await screen.findByLabelText('Email'), 'ezra@')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/auth/forgot-password')).toEqual([])
  })

  it("shows the server's refusal past the limits and keeps the form", async () => {
    const user = userEvent.setup()
    const { fake } = resetApi({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: THROTTLED } },
    })
    renderApp('/forgot-password', fake, { user: null })
    await user.type(await screen.findByLabelText('Email'), 'ezra@example.com')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED)
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeVisible()
    expect(screen.queryByText(ANSWER)).toBeNull()
  })
})
