// @vitest-environment jsdom
// Send Invoice and Send Reminder on a server (issue #30 section 3): the dialog opens
// with the server's preview (editable, the PDF named), Send posts what the user left in it, and the
// toasts say the status change and whether the e-mail went to the mail server or why it did not.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Invoice } from '../../../domain/billing/invoice'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildInvoice, buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const NOT_SENT = 'Not sent: no mail server is set up'

const maria = buildPerson({ name: 'Maria Lopez', email: 'maria@example.com' })

function invoiceApi(invoice: Invoice, message: { status: string; last_error: string | null }) {
  return (req: ApiRequest): ApiResponse => {
    if (req.path === `/api/invoices/${invoice.id}`) return { status: 200, body: invoice }
    if (req.path === '/api/persons') return page([maria])
    if (req.path === '/api/payments') return page([])
    if (req.path.endsWith('-preview')) {
      return {
        status: 200,
        body: {
          to: maria.email,
          subject: `Invoice ${invoice.number}`,
          message: 'Hi Maria Lopez',
          attachment: `${invoice.number}.pdf`,
          can_send: true,
        },
      }
    }
    if (req.method === 'POST' && /\/send(-reminder)?$/.test(req.path)) {
      const status = req.path.endsWith('/send') ? 'Unpaid' : invoice.status
      return {
        status: 200,
        body: {
          record: { ...invoice, status, version: invoice.version + 1 },
          message: { id: crypto.randomUUID(), ...message },
        },
      }
    }
    return { status: 404, body: null }
  }
}

describe('Send Invoice and Send Reminder on a server', () => {
  it('sends a reminder by e-mail with the spec toast once it is queued', async () => {
    const user = userEvent.setup()
    const invoice = buildInvoice({ client_person_id: maria.id, status: 'Unpaid' })
    const { transport } = renderApp(
      `/billing/invoices/${invoice.id}`,
      invoiceApi(invoice, { status: 'queued', last_error: null }),
    )
    expect(screen.queryByRole('link', { name: 'Send Reminder' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send Invoice' })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Send Reminder' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Reminder' })
    expect(await within(dialog).findByText(`${invoice.number}.pdf`)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Email sent to maria@example.com')).toBeInTheDocument()
    expect(screen.getByText('Reminder sent')).toBeInTheDocument()
    expect(
      transport.mock.calls.some(
        ([req]) => req.method === 'POST' && req.path.endsWith('/send-reminder'),
      ),
    ).toBe(true)
  })

  it('says a reminder was not sent and why, without the spec toast', async () => {
    const user = userEvent.setup()
    const invoice = buildInvoice({ client_person_id: maria.id, status: 'Unpaid' })
    renderApp(
      `/billing/invoices/${invoice.id}`,
      invoiceApi(invoice, { status: 'not_sent', last_error: NOT_SENT }),
    )
    await user.click(await screen.findByRole('button', { name: 'Send Reminder' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Reminder' })
    await within(dialog).findByLabelText('To')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument()
    expect(screen.queryByText('Reminder sent')).not.toBeInTheDocument()
  })

  it('offers Send Invoice on a Pending invoice, which becomes Unpaid', async () => {
    const user = userEvent.setup()
    const invoice = buildInvoice({ client_person_id: maria.id, status: 'Pending' })
    renderApp(
      `/billing/invoices/${invoice.id}`,
      invoiceApi(invoice, { status: 'queued', last_error: null }),
    )
    await user.click(await screen.findByRole('button', { name: 'Send Invoice' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Invoice' })
    await within(dialog).findByLabelText('To')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Status changed to Unpaid')).toBeInTheDocument()
    expect(screen.getByText('Invoice sent')).toBeInTheDocument()
  })

  it('disables both sends with the hint when the client has no e-mail', async () => {
    const invoice = buildInvoice({ client_person_id: maria.id, status: 'Pending' })
    const api = invoiceApi(invoice, { status: 'queued', last_error: null })
    renderApp(`/billing/invoices/${invoice.id}`, (req) =>
      req.path === '/api/persons' ? page([{ ...maria, email: '' }]) : api(req),
    )
    expect(await screen.findByText('The client has no email address.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Reminder' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Send Invoice' })).toBeDisabled()
  })
})
