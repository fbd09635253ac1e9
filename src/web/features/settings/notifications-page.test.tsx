// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { NOT_SENT_NO_MAIL_SERVER } from '../../../domain/mail/outbox-message'
import type { ApiRequest } from '../../data/api-request'
import { renderApp } from '../../test/render-app'
import '../../test/setup'
import { NO_MAIL_SERVER_EXPLAINED, NO_PUBLIC_URL_EXPLAINED } from './mail-server-section'
import type { MailStatus, OutboxItem } from './mail-api'

const NO_SERVER: MailStatus = {
  configured: false,
  server: null,
  from: null,
  reply_to: null,
  public_url: 'http://127.0.0.1:3000',
  public_url_set: false,
}

const notSent: OutboxItem = {
  id: '5b0c4a52-8c3e-4b5e-9a55-0d6f2f1f0a01',
  kind: 'invoice',
  to: 'client@example.com',
  subject: 'Invoice INV-0013 from Groundwork',
  about: { collection: 'invoices', id: '7d5e0c1a-1111-4222-8333-944455556666', label: 'INV-0013' },
  status: 'not_sent',
  attempts: 0,
  last_error: NOT_SENT_NO_MAIL_SERVER,
  created_at: Date.UTC(2026, 0, 14, 15, 30),
  sent_at: null,
  next_attempt_at: null,
  created_by: '2c1d8a52-8c3e-4b5e-9a55-0d6f2f1f0a02',
}

function fakeApi(status: MailStatus, items: OutboxItem[], sent: ApiRequest[] = []) {
  return (req: ApiRequest) => {
    if (req.path === '/api/mail/status') return { status: 200, body: status }
    if (req.path === '/api/outbox') return { status: 200, body: { items, next_cursor: null } }
    if (req.method !== 'GET') sent.push(req)
    if (req.path === '/api/mail/test') {
      return {
        status: 201,
        body: { ...notSent, kind: 'test', to: (req.body as { to: string }).to },
      }
    }
    if (req.path.endsWith('/resend')) {
      return {
        status: 409,
        body: { error: { code: 'INVALID_STATE', message: NOT_SENT_NO_MAIL_SERVER } },
      }
    }
    return { status: 404, body: null }
  }
}

describe('Settings > Notifications (server mode)', { timeout: 15_000 }, () => {
  it('says that no mail server is set up, and where links point', async () => {
    // An automatic reminder (no user sent it) beside the invoice a user sent.
    const automatic = { ...notSent, id: `${notSent.id.slice(0, -1)}9`, created_by: null }
    renderApp('/settings/notifications', fakeApi(NO_SERVER, [notSent, automatic]))
    expect(await screen.findByText(NO_MAIL_SERVER_EXPLAINED)).toBeInTheDocument()
    expect(screen.getByText(NO_PUBLIC_URL_EXPLAINED)).toBeInTheDocument()
    expect(screen.getByText('Not sent: no mail server')).toBeInTheDocument()
    const outbox = await screen.findByRole('list', { name: 'Outbox messages' })
    const [byUser, onItsOwn] = within(outbox).getAllByRole('listitem')
    expect(within(byUser!).getByText(NOT_SENT_NO_MAIL_SERVER)).toBeInTheDocument()
    expect(within(byUser!).queryByText('Automatic')).toBeNull()
    expect(within(onItsOwn!).getByText('Automatic')).toBeInTheDocument()
    expect(within(byUser!).getByRole('link', { name: 'INV-0013' })).toHaveAttribute(
      'href',
      '/billing/invoices/7d5e0c1a-1111-4222-8333-944455556666',
    )
  })

  it('sends a test e-mail and says it was not sent without a server; a refused resend shows why', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp('/settings/notifications', fakeApi(NO_SERVER, [notSent], sent))
    await user.type(await screen.findByLabelText('Send a test e-mail to'), 'owner@example.com')
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }))
    expect(await screen.findByText('Test e-mail not sent')).toBeInTheDocument()
    expect(sent[0]).toMatchObject({ method: 'POST', body: { to: 'owner@example.com' } })
    await user.click(screen.getByRole('button', { name: /^Resend to client@example.com/ }))
    expect(await screen.findByText('Could not resend')).toBeInTheDocument()
    expect(sent[1]).toMatchObject({ method: 'POST', path: `/api/outbox/${notSent.id}/resend` })
  })

  it('shows the server and sender once set up, and offers no resend for a sent message', async () => {
    renderApp(
      '/settings/notifications',
      fakeApi(
        {
          configured: true,
          server: 'smtp.example.com:465',
          from: '"Groundwork" <office@example.com>',
          reply_to: null,
          public_url: 'https://crm.example.com',
          public_url_set: true,
        },
        [
          {
            ...notSent,
            status: 'sent',
            last_error: null,
            attempts: 1,
            sent_at: notSent.created_at,
          },
        ],
      ),
    )
    expect(await screen.findByText('smtp.example.com:465')).toBeInTheDocument()
    expect(screen.getByText('E-mail is sent')).toBeInTheDocument()
    expect(screen.queryByText(NO_PUBLIC_URL_EXPLAINED)).toBeNull()
    await screen.findByRole('list', { name: 'Outbox messages' })
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull()
  })
})
