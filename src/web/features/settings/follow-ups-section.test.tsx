// @vitest-environment jsdom
// Settings > Notifications' automatic follow-ups (server mode): loads the saved settings, refuses
// bad input under its field, saves the whole object, shows the server's field errors, and is
// read-only for the Office.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  type FollowUpSettings,
} from '../../../domain/mail/follow-up-settings'
import { brandingAnswer, DEFAULT_BRANDING } from '../../../domain/settings/branding'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { renderApp, TEST_OWNER, type FakeApi } from '../../test/render-app'
import '../../test/setup'
import {
  FOLLOW_UPS_GO_OUT,
  FOLLOW_UPS_SAVED,
  NO_MAIL_SERVER_FOR_FOLLOW_UPS,
} from './follow-ups-section'

const saved: FollowUpSettings = { ...DEFAULT_FOLLOW_UP_SETTINGS, reminder_every_days: 10 }

function fakeApi(
  sent: ApiRequest[],
  { configured = false, onPut }: { configured?: boolean; onPut?: FakeApi } = {},
): FakeApi {
  return (req): ApiResponse | Promise<ApiResponse> => {
    if (req.method !== 'GET') sent.push(req)
    if (req.method === 'GET' && req.path === '/api/settings/follow-ups')
      return { status: 200, body: saved }
    if (req.method === 'PUT' && req.path === '/api/settings/follow-ups')
      return onPut ? onPut(req) : { status: 200, body: req.body }
    if (req.path === '/api/settings/branding')
      return {
        status: 200,
        body: brandingAnswer({ ...DEFAULT_BRANDING, time_zone: 'America/Chicago' }, 'UTC'),
      }
    if (req.path === '/api/mail/status')
      return {
        status: 200,
        body: {
          configured,
          server: configured ? 'smtp.example.com:465' : null,
          from: null,
          reply_to: null,
          public_url: 'http://127.0.0.1:3000',
          public_url_set: false,
        },
      }
    return { status: 404, body: null }
  }
}

const section = async () =>
  within(await screen.findByRole('form', { name: 'Automatic follow-ups' }))

describe('Automatic follow-ups (Settings > Notifications)', { timeout: 20_000 }, () => {
  it('shows the saved settings, the hour in the business’s zone and that no mail server is set up', async () => {
    renderApp('/settings/notifications', fakeApi([]))
    const form = await section()
    expect(form.getByLabelText('Remind clients of unpaid invoices')).toBeChecked()
    expect(form.getByLabelText('First reminder after')).toHaveValue(3)
    expect(form.getByLabelText('Then every')).toHaveValue(10)
    expect(form.getByLabelText('At most')).toHaveValue(3)
    expect(form.getByLabelText('Follow up on a sent estimate that is not accepted')).toBeChecked()
    expect(form.getByLabelText('Remind clients of a visit the day before')).not.toBeChecked()
    const hour = form.getByLabelText('Send at')
    expect(hour).toHaveValue('9')
    expect(within(hour).getByRole('option', { selected: true })).toHaveTextContent('9:00')
    expect(
      await form.findByText(/time zone, America\/Chicago/, { exact: false }),
    ).toBeInTheDocument()
    expect(form.getByRole('link', { name: 'Business / Branding' })).toHaveAttribute(
      'href',
      '/settings/branding',
    )
    expect(await form.findByText(NO_MAIL_SERVER_FOR_FOLLOW_UPS)).toBeInTheDocument()
    expect(form.getByRole('button', { name: 'Save follow-ups' })).toBeDisabled()
  })

  it('refuses 0 days under its field and sends nothing', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp('/settings/notifications', fakeApi(sent))
    const form = await section()
    const first = form.getByLabelText('First reminder after')
    await user.clear(first)
    await user.type(first, '0')
    await user.click(form.getByRole('button', { name: 'Save follow-ups' }))
    expect(await form.findByText('The first reminder must be at least 1 day')).toBeInTheDocument()
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(sent.some((r) => r.method === 'PUT')).toBe(false)

    await user.clear(first)
    await user.click(form.getByRole('button', { name: 'Save follow-ups' }))
    expect(
      await form.findByText('The first reminder must be a whole number of days'),
    ).toBeInTheDocument()
    expect(sent.some((r) => r.method === 'PUT')).toBe(false)
  })

  it('saves the whole object and says so', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp('/settings/notifications', fakeApi(sent, { configured: true }))
    const form = await section()
    expect(await form.findByText(FOLLOW_UPS_GO_OUT)).toBeInTheDocument()
    const every = form.getByLabelText('Then every')
    await user.clear(every)
    await user.type(every, '14')
    await user.click(form.getByLabelText('Remind clients of a visit the day before'))
    await user.click(form.getByLabelText('Follow up on a sent estimate that is not accepted'))
    await user.selectOptions(form.getByLabelText('Send at'), '7:00')
    await user.click(form.getByRole('button', { name: 'Save follow-ups' }))
    expect(await screen.findByText(FOLLOW_UPS_SAVED.title)).toBeInTheDocument()
    const put = sent.filter((r) => r.method === 'PUT')
    expect(put).toHaveLength(1)
    expect(put[0]).toMatchObject({ path: '/api/settings/follow-ups' })
    expect(put[0]!.body).toEqual({
      ...saved,
      reminder_every_days: 14,
      visit_reminders_enabled: true,
      estimate_follow_up_enabled: false,
      send_hour: 7,
    })
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Save follow-ups' })).toBeDisabled(),
    )
  })

  it('shows the field error the server gives on save', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      '/settings/notifications',
      fakeApi(sent, {
        onPut: () => ({
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: 'Invalid input: reminder_max: At most 20 reminders',
              fields: { reminder_max: 'At most 20 reminders' },
            },
          },
        }),
      }),
    )
    const form = await section()
    const max = form.getByLabelText('At most')
    await user.clear(max)
    await user.type(max, '5')
    await user.click(form.getByRole('button', { name: 'Save follow-ups' }))
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'))
    expect(form.getByText('At most 20 reminders')).toBeInTheDocument()
    expect(await screen.findByText('Error')).toBeInTheDocument()
  })

  it('lets the Office read the settings but not change them', async () => {
    renderApp('/settings/notifications', fakeApi([]), { user: { ...TEST_OWNER, role: 'Office' } })
    const form = await section()
    expect(form.getByLabelText('Remind clients of unpaid invoices')).toBeDisabled()
    expect(form.getByLabelText('First reminder after')).toBeDisabled()
    expect(form.getByLabelText('Send at')).toBeDisabled()
    expect(form.queryByRole('button', { name: 'Save follow-ups' })).toBeNull()
    expect(form.getByText('Only the Owner changes these settings.')).toBeInTheDocument()
    expect(form.queryByRole('link', { name: 'Business / Branding' })).toBeNull()
  })
})
