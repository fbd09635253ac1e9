// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MAIL_KINDS } from '../../../domain/mail/mail-kinds'
import { mailTemplateView } from '../../../domain/mail/mail-template'
import type { ApiRequest } from '../../data/api-request'
import { renderApp, TEST_OWNER, type FakeApi } from '../../test/render-app'
import '../../test/setup'

const views = () => MAIL_KINDS.map((kind) => mailTemplateView(kind, null))

function fakeApi(sent: ApiRequest[], onPatch?: FakeApi): FakeApi {
  return async (req) => {
    sent.push(req)
    if (req.method === 'GET' && req.path === '/api/mail-templates')
      return { status: 200, body: views() }
    if (req.method === 'POST' && req.path.endsWith('/preview')) {
      const body = req.body as { subject: string }
      return {
        status: 200,
        body: { subject: `Rendered: ${body.subject}`, html: '<p>Hello</p>', text: 'Hello' },
      }
    }
    if (req.method === 'PATCH' && onPatch) return onPatch(req)
    if (req.method === 'DELETE') return { status: 200, body: views()[0] }
    return { status: 404, body: null }
  }
}

describe('MailTemplatesSection', { timeout: 20_000 }, () => {
  it('edits a template with a placeholder chip, previews it and saves it', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      '/settings/notifications',
      fakeApi(sent, (req) => ({ status: 200, body: { ...views()[1], ...(req.body as object) } })),
    )
    await user.selectOptions(await screen.findByLabelText('E-mail'), 'invoice')
    const subject = screen.getByLabelText('Subject')
    expect(subject).toHaveValue('Invoice {invoice_number} from {business_name}')
    await user.clear(subject)
    await user.type(subject, 'Bill ')
    await user.click(screen.getByRole('button', { name: 'Insert {invoice_number}' }))
    expect(subject).toHaveValue('Bill {invoice_number}')
    expect(screen.queryByRole('button', { name: 'Insert {visit_date}' })).toBeNull()

    expect(await screen.findByText('Rendered: Bill {invoice_number}')).toBeInTheDocument()
    expect(screen.getByTitle('E-mail preview')).toHaveAttribute('sandbox', '')
    await user.click(screen.getByRole('button', { name: 'Desktop' }))
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(screen.getByRole('button', { name: 'Save template' }))
    expect(await screen.findByText('Template saved')).toBeInTheDocument()
    const patch = sent.find((r) => r.method === 'PATCH')
    expect(patch?.path).toBe('/api/mail-templates/invoice')
    expect(patch?.body).toMatchObject({ subject: 'Bill {invoice_number}' })
  })

  it('shows the field error of an unknown placeholder and sends nothing', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp('/settings/notifications', fakeApi(sent))
    const message = await screen.findByLabelText('Message')
    await user.clear(message)
    await user.type(message, 'Dear {{clientname}')
    await user.click(screen.getByRole('button', { name: 'Save template' }))
    expect(await screen.findAllByText('Unknown placeholder {clientname}')).not.toHaveLength(0)
    expect(message).toHaveAttribute('aria-invalid', 'true')
    expect(sent.some((r) => r.method === 'PATCH')).toBe(false)
  })

  it('shows the field error the server gives on save', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      '/settings/notifications',
      fakeApi(sent, () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid input: subject: Subject is too long (max 200)',
            fields: { subject: 'Subject is too long (max 200)' },
          },
        },
      })),
    )
    const subject = await screen.findByLabelText('Subject')
    await user.type(subject, ' again')
    await user.click(screen.getByRole('button', { name: 'Save template' }))
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getAllByText('Subject is too long (max 200)').length).toBeGreaterThan(0)
  })

  it('lets the Office read but not change', async () => {
    const sent: ApiRequest[] = []
    renderApp('/settings/notifications', fakeApi(sent), { user: { ...TEST_OWNER, role: 'Office' } })
    expect(await screen.findByLabelText('Subject')).toBeDisabled()
    expect(screen.getByLabelText('Message')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Save template' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Insert/ })).toBeNull()
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(await screen.findByTitle('E-mail preview')).toBeInTheDocument()
  })
})
