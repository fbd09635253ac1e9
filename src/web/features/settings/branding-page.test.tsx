// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_BRANDING, type BrandingAnswer } from '../../../domain/settings/branding'
import { DEFAULT_BRANDING_ANSWER } from '../../../domain/settings/branding-defaults'
import { DEFAULT_BILLING_SETTINGS } from '../../../domain/settings/billing-settings'
import type { ApiRequest } from '../../data/api-request'
import { renderApp } from '../../test/render-app'
import '../../test/setup'

// The API answers the zone resolved (the server's own when none was chosen).
const ANSWER: BrandingAnswer = { ...DEFAULT_BRANDING_ANSWER, time_zone: 'America/Chicago' }
const { has_logo: _hasLogo, ...FORM_FIELDS } = ANSWER

function brandingApi(initial: BrandingAnswer = ANSWER) {
  let stored = { ...initial }
  const patches: unknown[] = []
  const fake = (req: ApiRequest) => {
    // The page's "Taxes and invoices" section (billing-settings-section.test.tsx) reads these.
    if (req.path === '/api/settings/billing' && req.method === 'GET')
      return { status: 200, body: DEFAULT_BILLING_SETTINGS }
    if (req.path !== '/api/settings/branding') return { status: 404, body: null }
    if (req.method === 'PATCH') {
      patches.push(req.body)
      stored = { ...stored, ...(req.body as Partial<BrandingAnswer>) }
    }
    return { status: 200, body: stored }
  }
  return { fake, patches }
}

describe('BrandingPage', { timeout: 15_000 }, () => {
  it('saves the name and colour, and the sidebar shows the new name', async () => {
    const user = userEvent.setup()
    const { fake, patches } = brandingApi()
    renderApp('/settings/branding', fake)
    const name = await screen.findByLabelText('Business name')
    expect(name).toHaveValue('Groundwork')
    await user.clear(name)
    await user.type(name, 'Acme Lawns')
    await user.click(screen.getByRole('button', { name: 'Use #1d4ed8' }))
    expect(screen.getByLabelText('Brand colour')).toHaveValue('#1d4ed8')
    await user.click(screen.getByRole('button', { name: 'Save Branding' }))
    expect(await screen.findByText('Branding saved')).toBeInTheDocument()
    expect(patches).toEqual([
      { ...FORM_FIELDS, business_name: 'Acme Lawns', brand_color: '#1d4ed8' },
    ])
    const sidebar = within(document.querySelector('aside') as HTMLElement)
    expect(sidebar.getByText('Acme Lawns')).toBeInTheDocument()
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1d4ed8'),
    )
    document.documentElement.removeAttribute('style')
  })

  it('keeps the shell up when the save answers a malformed branding', async () => {
    const user = userEvent.setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { fake } = brandingApi()
    renderApp('/settings/branding', (req) =>
      req.method === 'PATCH' ? { status: 200, body: { ok: true } } : fake(req),
    )
    const name = await screen.findByLabelText('Business name')
    await user.clear(name)
    await user.type(name, 'Acme Lawns')
    await user.click(screen.getByRole('button', { name: 'Save Branding' }))
    expect(await screen.findByText('Branding saved')).toBeInTheDocument()
    const sidebar = within(document.querySelector('aside') as HTMLElement)
    expect(sidebar.getByText(DEFAULT_BRANDING.business_name)).toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('refuses a colour that is not hex and a blank name, sending nothing', async () => {
    const user = userEvent.setup()
    const { fake, patches } = brandingApi()
    renderApp('/settings/branding', fake)
    const color = await screen.findByLabelText('Brand colour')
    await user.clear(color)
    await user.type(color, 'green')
    await user.clear(screen.getByLabelText('Business name'))
    await user.click(screen.getByRole('button', { name: 'Save Branding' }))
    const form = within(screen.getByRole('form', { name: 'Branding' }))
    expect(await form.findByText('Business name is required')).toBeInTheDocument()
    expect(form.getByText('Brand colour must be a hex colour like #2f6b3a')).toBeInTheDocument()
    expect(screen.getByLabelText('Brand colour')).toHaveAttribute('aria-invalid', 'true')
    expect(patches).toEqual([])
  })

  it('saves the document details, and refuses a bad e-mail and an unknown time zone by field', async () => {
    const user = userEvent.setup()
    const { fake, patches } = brandingApi()
    renderApp('/settings/branding', fake)
    const email = await screen.findByLabelText('Business e-mail')
    await user.type(email, 'not-an-email')
    const zone = screen.getByLabelText('Time zone')
    expect(zone).toHaveValue('America/Chicago')
    await user.clear(zone)
    await user.type(zone, 'Mars/Olympus')
    await user.click(screen.getByRole('button', { name: 'Save Branding' }))
    const form = within(screen.getByRole('form', { name: 'Branding' }))
    expect(await form.findByText('Email must be a valid email address')).toBeInTheDocument()
    expect(
      form.getByText('Time zone must be an IANA time zone such as America/Chicago'),
    ).toBeInTheDocument()
    expect(patches).toEqual([])

    await user.clear(email)
    await user.type(email, 'office@acme.test')
    await user.clear(zone)
    await user.type(zone, 'Europe/Berlin')
    await user.type(screen.getByLabelText('Street address'), '1 Main St{Enter}Springfield')
    await user.type(screen.getByLabelText('Payment instructions'), 'ACH 0000')
    await user.selectOptions(screen.getByLabelText('Paper size'), 'A4')
    await user.click(screen.getByRole('button', { name: 'Save Branding' }))
    expect(await screen.findByText('Branding saved')).toBeInTheDocument()
    expect(patches).toEqual([
      {
        ...FORM_FIELDS,
        business_email: 'office@acme.test',
        business_address: '1 Main St\nSpringfield',
        payment_instructions: 'ACH 0000',
        paper_size: 'A4',
        time_zone: 'Europe/Berlin',
      },
    ])
  })

  it('refuses a logo over 1 MB before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { fake, patches } = brandingApi()
    renderApp('/settings/branding', fake)
    await screen.findByLabelText('Business name')
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Logo', { selector: 'input' }), big)
    expect(await screen.findByText('Logo must be at most 1 MB')).toBeInTheDocument()
    expect(patches).toEqual([])
  })
})

describe('BrandingPage, the public request form', { timeout: 15_000 }, () => {
  it('shows the link to /request and switches the form off for the Owner', async () => {
    const user = userEvent.setup()
    const { fake } = brandingApi()
    const puts: unknown[] = []
    let enabled = true
    renderApp('/settings/branding', (req) => {
      if (req.path !== '/api/settings/client-hub') return fake(req)
      if (req.method === 'PUT') {
        puts.push(req.body)
        enabled = (req.body as { request_form_enabled: boolean }).request_form_enabled
      }
      return { status: 200, body: { request_form_enabled: enabled } }
    })
    const section = within(
      (await screen.findByText('Public request form')).closest('[data-slot="card"]') as HTMLElement,
    )
    expect(
      section.getByRole('link', { name: `${window.location.origin}/request` }),
    ).toHaveAttribute('href', `${window.location.origin}/request`)
    const toggle = await section.findByRole('switch', { name: 'Take requests' })
    expect(toggle).toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(toggle).not.toBeChecked())
    expect(puts).toEqual([{ request_form_enabled: false }])
  })
})
