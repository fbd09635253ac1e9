// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp, TEST_OWNER } from '../../test/render-app'
import '../../test/setup'

function accountApi() {
  const requests: ApiRequest[] = []
  const fake = (req: ApiRequest): ApiResponse => {
    requests.push(req)
    if (req.method === 'PATCH' && req.path === '/api/auth/me') {
      return { status: 200, body: { user: { ...TEST_OWNER, ...(req.body as object) } } }
    }
    if (req.method === 'POST' && req.path === '/api/auth/change-password') {
      const { current_password } = req.body as { current_password: string }
      return current_password === 'the-old-password'
        ? { status: 200, body: { success: true } }
        : {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION',
                message: 'Invalid input',
                fields: { current_password: 'Current password is wrong' },
              },
            },
          }
    }
    return req.path === '/api/settings/branding' ? { status: 404, body: null } : page([])
  }
  return { fake, requests }
}

const sidebar = async () => within(await screen.findByRole('complementary'))

/** Opens the Account dialog from the sidebar's user card. */
async function openAccount(user: ReturnType<typeof userEvent.setup>) {
  const card = (await sidebar()).getByRole('button', { name: 'Account settings for Olivia Owner' })
  await user.click(card)
  return within(await screen.findByRole('dialog', { name: 'Account' }))
}

describe('AccountDialog', { timeout: 20_000 }, () => {
  it('changes the signed-in user’s name, which the user card shows', async () => {
    const user = userEvent.setup()
    const { fake, requests } = accountApi()
    renderApp('/settings/branding', fake)
    const dialog = await openAccount(user)
    expect(dialog.getByText(/Signed in as owner@example.com \(Owner\)/)).toBeInTheDocument()
    const name = dialog.getByLabelText('Name')
    expect(name).toHaveValue('Olivia Owner')
    await user.clear(name)
    await user.click(dialog.getByRole('button', { name: 'Save name' }))
    expect(await dialog.findByText('Name is required')).toBeInTheDocument()

    await user.type(name, 'Olivia Grant')
    await user.click(dialog.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Name saved')).toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/auth/me')?.body).toEqual({ name: 'Olivia Grant' })
    await user.keyboard('{Escape}')
    expect(
      await (await sidebar()).findByRole('button', { name: 'Account settings for Olivia Grant' }),
    ).toBeInTheDocument()
  })

  it('changes the password: the new one typed twice, a wrong current one under its field', async () => {
    const user = userEvent.setup()
    const { fake, requests } = accountApi()
    renderApp('/settings/branding', fake)
    const dialog = await openAccount(user)
    const form = within(dialog.getByRole('form', { name: 'Change password' }))
    await user.type(form.getByLabelText('Current password'), 'a-wrong-password')
    await user.type(form.getByLabelText('New password'), 'the-new-password')
    await user.type(form.getByLabelText('Confirm new password'), 'the-new-passwort')
    await user.click(form.getByRole('button', { name: 'Change password' }))
    expect(await form.findByText('The passwords do not match')).toBeInTheDocument()
    expect(requests.some((r) => r.path === '/api/auth/change-password')).toBe(false)

    await user.clear(form.getByLabelText('Confirm new password'))
    await user.type(form.getByLabelText('Confirm new password'), 'the-new-password')
    await user.click(form.getByRole('button', { name: 'Change password' }))
    expect(await form.findByText('Current password is wrong')).toBeInTheDocument()
    expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')

    await user.clear(form.getByLabelText('Current password'))
    await user.type(form.getByLabelText('Current password'), 'the-old-password')
    await user.click(form.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password changed')).toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/auth/change-password').at(-1)?.body).toEqual({
      current_password: 'the-old-password',
      new_password: 'the-new-password',
    })
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveValue(''))
  })

  it('turns a notification kind on or off, in the app or by e-mail, saved at once', async () => {
    const user = userEvent.setup()
    const { fake: base, requests } = accountApi()
    let stored = [
      { kind: 'payment-recorded', in_app: true, email: true },
      { kind: 'client-mail-failed', in_app: true, email: true },
      { kind: 'hub-action', in_app: true, email: true },
    ]
    const fake = (req: ApiRequest): ApiResponse => {
      if (req.path !== '/api/account/notification-preferences') return base(req)
      requests.push(req)
      if (req.method === 'PUT') {
        const [changed] = (req.body as { items: typeof stored }).items
        stored = stored.map((p) => (p.kind === changed?.kind ? changed : p))
      }
      return { status: 200, body: { items: stored } }
    }
    renderApp('/settings/branding', fake)
    const dialog = await openAccount(user)
    const byEmail = await dialog.findByRole('checkbox', {
      name: 'A payment is recorded: By e-mail',
    })
    expect(byEmail).toBeChecked()
    await user.click(byEmail)
    expect(byEmail).not.toBeChecked()
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        items: [{ kind: 'payment-recorded', in_app: true, email: false }],
      }),
    )
    expect(
      dialog.getByRole('checkbox', { name: 'A payment is recorded: In the app' }),
    ).toBeChecked()
  })
})
