// @vitest-environment jsdom
// The app shell with a malformed branding answer: the defaults show, the answer is reported once on
// the console, and nothing crashes.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_BRANDING } from '../../../domain/settings/branding-defaults'
import type { ApiRequest } from '../../data/api-request'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

const brandingAnswer = (body: unknown) => (req: ApiRequest) =>
  req.path === '/api/settings/branding'
    ? { status: 200, body }
    : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }

describe('the app shell with a malformed branding answer', { timeout: 15_000 }, () => {
  it.each([
    ['a list', [1, 2]],
    ['text', 'Acme'],
    ['null', null],
    ['fields of the wrong type', { business_name: { name: 'Acme' }, brand_color: 42 }],
    ['a colour that is not hex', { business_name: 'Acme Lawns', brand_color: 'url(x)' }],
  ])('shows the defaults for %s and warns once', async (_, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/dashboard', brandingAnswer(body))
    await screen.findByRole('heading', { name: 'Dashboard' })
    const sidebar = within(document.querySelector('aside') as HTMLElement)
    const name =
      typeof body === 'object' && body !== null && 'business_name' in body
        ? body.business_name
        : null
    const expected = typeof name === 'string' ? name : DEFAULT_BRANDING.business_name
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(sidebar.getByText(expected)).toBeInTheDocument()
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/branding settings answer is malformed/)
    // The default colour keeps the stylesheet's own palette: no brand variable is set.
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('')
  })

  it('does not warn about a valid answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/dashboard', brandingAnswer({ business_name: 'Acme Lawns', brand_color: '#1d4ed8' }))
    // The shell shows once the session has been read.
    const sidebar = within(await screen.findByRole('complementary'))
    expect(await sidebar.findByText('Acme Lawns')).toBeInTheDocument()
    expect(warn).not.toHaveBeenCalled()
    document.documentElement.removeAttribute('style')
  })
})
