// @vitest-environment jsdom
// Send to Client on a server (issue #30 section 3): the dialog opens
// with the server's preview (editable, the PDF named), Send posts what the user left in it, and the
// toasts say the status change and whether the e-mail went to the mail server or why it did not.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ApiRequest } from '../../data/api-request'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'
import { buildEstimate, client, salesApi } from './sales-fixtures'

vi.setConfig({ testTimeout: 20_000 })

const NOT_SENT = 'Not sent: no mail server is set up'
const preview = (over: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    to: client.email,
    subject: 'Estimate #3f9a1c7e from Sunrise Landscaping',
    message: 'Hi Linda Johnson,\n\nYour estimate is attached.',
    attachment: 'Estimate-3f9a1c7e.pdf',
    can_send: true,
    ...over,
  },
})

function openEstimate(message: { status: string; last_error: string | null }) {
  const estimate = buildEstimate({ status: 'Open' })
  return renderApp(
    `/sales/estimates/${estimate.id}`,
    salesApi((req) => {
      if (req.path.endsWith('/send-preview')) return preview()
      if (req.method === 'POST' && req.path.endsWith('/send')) {
        return {
          status: 200,
          body: {
            record: buildEstimate({ status: 'Sent', version: 2 }),
            message: { id: crypto.randomUUID(), ...message },
          },
        }
      }
      if (req.path === `/api/estimates/${estimate.id}`) return { status: 200, body: estimate }
      return undefined
    }),
  )
}

describe('Send to Client on a server', () => {
  it('previews the e-mail, sends what the user edited, and says it went out', async () => {
    const user = userEvent.setup()
    const { transport } = openEstimate({ status: 'queued', last_error: null })
    await user.click(await screen.findByRole('button', { name: 'Send to Client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send to Client' })
    const to = await within(dialog).findByLabelText('To')
    expect(to).toHaveValue('linda@example.com')
    expect(within(dialog).getByLabelText('Subject')).toHaveValue(
      'Estimate #3f9a1c7e from Sunrise Landscaping',
    )
    expect(within(dialog).getByLabelText('Message')).toHaveValue(
      'Hi Linda Johnson,\n\nYour estimate is attached.',
    )
    expect(within(dialog).getByText('Estimate-3f9a1c7e.pdf')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Subject'))
    await user.type(within(dialog).getByLabelText('Subject'), 'Your quote')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Status changed to Sent')).toBeInTheDocument()
    expect(screen.getByText('Estimate updated')).toBeInTheDocument()
    expect(await screen.findByText('Email sent to linda@example.com')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send to Client' })).not.toBeInTheDocument(),
    )
    const post = transport.mock.calls.find(([req]) => req.method === 'POST')?.[0] as ApiRequest
    expect(post.path).toBe('/api/estimates/3f9a1c7e-52b4-4d0e-9a61-7b2c8d4e5f60/send')
    expect(post.body).toEqual({
      to: 'linda@example.com',
      subject: 'Your quote',
      message: 'Hi Linda Johnson,\n\nYour estimate is attached.',
    })
  })

  it('says why the e-mail was not sent when no mail server is set up', async () => {
    const user = userEvent.setup()
    openEstimate({ status: 'not_sent', last_error: NOT_SENT })
    await user.click(await screen.findByRole('button', { name: 'Send to Client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send to Client' })
    await within(dialog).findByLabelText('To')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Status changed to Sent')).toBeInTheDocument()
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument()
    expect(screen.getByText('Email not sent')).toBeInTheDocument()
    expect(screen.queryByText(/Email sent to/)).not.toBeInTheDocument()
  })

  it('keeps the dialog open with the field error when the server refuses the address', async () => {
    const user = userEvent.setup()
    const estimate = buildEstimate({ status: 'Open' })
    renderApp(
      `/sales/estimates/${estimate.id}`,
      salesApi((req) => {
        if (req.path.endsWith('/send-preview')) return preview({ to: '' })
        if (req.method === 'POST') {
          return {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION',
                message: 'Email must be a valid email address',
                fields: { to: 'Email must be a valid email address' },
              },
            },
          }
        }
        if (req.path === `/api/estimates/${estimate.id}`) return { status: 200, body: estimate }
        return undefined
      }),
    )
    await user.click(await screen.findByRole('button', { name: 'Send to Client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send to Client' })
    await user.type(await within(dialog).findByLabelText('To'), 'nope')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(
      await within(dialog).findByText('Email must be a valid email address'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Send to Client' })).toBeInTheDocument()
  })

  it('is disabled with the hint when the client has no e-mail', async () => {
    const estimate = buildEstimate({ status: 'Open' })
    renderApp(
      `/sales/estimates/${estimate.id}`,
      salesApi((req) => {
        if (req.path === '/api/persons') return page([{ ...client, email: '' }])
        if (req.path === `/api/estimates/${estimate.id}`) return { status: 200, body: estimate }
        return undefined
      }),
    )
    const button = await screen.findByRole('button', { name: 'Send to Client' })
    await waitFor(() => expect(button).toBeDisabled())
    expect(screen.getByText('The client has no email address.')).toBeInTheDocument()
  })
})
