// @vitest-environment jsdom
// Settings > Business / Branding's "Taxes and invoices" (decision 058): loads the saved settings,
// refuses bad input under its field with the domain's messages, saves and says so, shows the
// server's field errors, and is read-only for a role that cannot write settings.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  BILLING_SETTINGS_SAVED,
  DEFAULT_BILLING_SETTINGS,
  TAX_PERCENT_MESSAGE,
  type BillingSettings,
} from '../../../domain/settings/billing-settings'
import { DEFAULT_BRANDING_ANSWER } from '../../../domain/settings/branding-defaults'
import { AppProviders } from '../../app/providers'
import { setTransport } from '../../data/api-client'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { AccessProvider, accessFor } from '../../lib/access'
import { renderApp, TEST_OWNER } from '../../test/render-app'
import '../../test/setup'
import {
  BILLING_SETTINGS_KEEP_NOTE,
  BILLING_SETTINGS_TITLE,
  BillingSettingsSection,
} from './billing-settings-section'

const SAVED: BillingSettings = { ...DEFAULT_BILLING_SETTINGS, tax_percent: 7.5 }

function fakeApi(
  patches: unknown[],
  onPatch?: (req: ApiRequest) => ApiResponse,
): (req: ApiRequest) => ApiResponse {
  let stored = { ...SAVED }
  return (req) => {
    if (req.path === '/api/settings/branding') return { status: 200, body: DEFAULT_BRANDING_ANSWER }
    if (req.path !== '/api/settings/billing') return { status: 404, body: null }
    if (req.method === 'PATCH') {
      patches.push(req.body)
      if (onPatch) return onPatch(req)
      stored = { ...stored, ...(req.body as Partial<BillingSettings>) }
    }
    return { status: 200, body: stored }
  }
}

const section = async () =>
  within(await screen.findByRole('form', { name: BILLING_SETTINGS_TITLE }))

describe('Taxes and invoices (Settings > Business / Branding)', { timeout: 20_000 }, () => {
  it('shows the saved settings and that documents already made keep theirs', async () => {
    renderApp('/settings/branding', fakeApi([]))
    const form = await section()
    expect(form.getByLabelText('Tax name')).toHaveValue('Sales tax')
    expect(form.getByLabelText('Tax rate (%)')).toHaveValue(7.5)
    expect(form.getByLabelText('Round totals to whole dollars')).toBeChecked()
    const terms = form.getByLabelText('Payment terms')
    expect(terms).toHaveValue('30')
    expect(within(terms).getByRole('option', { selected: true })).toHaveTextContent('Net 30')
    expect(
      within(terms)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Net 15', 'Net 30'])
    expect(form.getByText(BILLING_SETTINGS_KEEP_NOTE)).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'Save Taxes and Invoices' })).toBeDisabled()
  })

  it('saves every setting and says so', async () => {
    const user = userEvent.setup()
    const patches: unknown[] = []
    renderApp('/settings/branding', fakeApi(patches))
    const form = await section()
    await user.clear(form.getByLabelText('Tax name'))
    await user.type(form.getByLabelText('Tax name'), 'GST')
    await user.clear(form.getByLabelText('Tax rate (%)'))
    await user.type(form.getByLabelText('Tax rate (%)'), '8.25')
    await user.click(form.getByLabelText('Round totals to whole dollars'))
    await user.selectOptions(form.getByLabelText('Payment terms'), 'Net 15')
    await user.click(form.getByRole('button', { name: 'Save Taxes and Invoices' }))
    expect(await screen.findByText(BILLING_SETTINGS_SAVED.title)).toBeInTheDocument()
    expect(screen.getByText(BILLING_SETTINGS_SAVED.description)).toBeInTheDocument()
    expect(patches).toEqual([
      { tax_name: 'GST', tax_percent: 8.25, round_totals: false, payment_terms_days: 15 },
    ])
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Save Taxes and Invoices' })).toBeDisabled(),
    )
    expect(form.getByLabelText('Tax name')).toHaveValue('GST')
  })

  it.each([['50.5'], ['8.125'], ['']])(
    'refuses a tax rate of "%s" under its field and sends nothing',
    async (rate) => {
      const user = userEvent.setup()
      const patches: unknown[] = []
      renderApp('/settings/branding', fakeApi(patches))
      const form = await section()
      const input = form.getByLabelText('Tax rate (%)')
      await user.clear(input)
      if (rate) await user.type(input, rate)
      await user.click(form.getByRole('button', { name: 'Save Taxes and Invoices' }))
      expect(await form.findByText(TAX_PERCENT_MESSAGE)).toBeInTheDocument()
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription(expect.stringContaining(TAX_PERCENT_MESSAGE))
      // The toast says it too.
      expect(await screen.findByText('Error')).toBeInTheDocument()
      expect(patches).toEqual([])
    },
  )

  it('refuses a blank tax name', async () => {
    const user = userEvent.setup()
    const patches: unknown[] = []
    renderApp('/settings/branding', fakeApi(patches))
    const form = await section()
    await user.clear(form.getByLabelText('Tax name'))
    await user.click(form.getByRole('button', { name: 'Save Taxes and Invoices' }))
    expect(await form.findByText('Tax name is required')).toBeInTheDocument()
    expect(form.getByLabelText('Tax name')).toHaveAttribute('aria-invalid', 'true')
    expect(patches).toEqual([])
  })

  it('shows the field error the server gives on save', async () => {
    const user = userEvent.setup()
    const patches: unknown[] = []
    renderApp(
      '/settings/branding',
      fakeApi(patches, () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: `Invalid input: tax_percent: ${TAX_PERCENT_MESSAGE}`,
            fields: { tax_percent: TAX_PERCENT_MESSAGE },
          },
        },
      })),
    )
    const form = await section()
    const input = form.getByLabelText('Tax rate (%)')
    await user.clear(input)
    await user.type(input, '9')
    await user.click(form.getByRole('button', { name: 'Save Taxes and Invoices' }))
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(form.getByText(TAX_PERCENT_MESSAGE)).toBeInTheDocument()
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(patches).toHaveLength(1)
  })

  it('lets a role without settings:write read the settings but not change them', async () => {
    // The page itself needs settings:write; the section on its own still guards itself.
    setTransport(async (req) => fakeApi([])(req))
    render(
      <AppProviders>
        <AccessProvider value={accessFor({ ...TEST_OWNER, role: 'Office' })}>
          <BillingSettingsSection />
        </AccessProvider>
      </AppProviders>,
    )
    const form = await section()
    expect(form.getByLabelText('Tax name')).toBeDisabled()
    expect(form.getByLabelText('Tax rate (%)')).toBeDisabled()
    expect(form.getByLabelText('Round totals to whole dollars')).toBeDisabled()
    expect(form.getByLabelText('Payment terms')).toBeDisabled()
    expect(form.queryByRole('button', { name: 'Save Taxes and Invoices' })).toBeNull()
    expect(form.getByText('Only the Owner changes these settings.')).toBeInTheDocument()
  })
})
