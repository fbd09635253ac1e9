// @vitest-environment jsdom
// The browser-only demo sends no e-mail (SPEC): Send to Client changes the status with the spec's
// toast and no dialog; Send Reminder shows 'Reminder sent / Email sent to {email}' only.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { buildInvoice, buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'
import type * as EnvModule from '../../lib/env'

type Env = typeof EnvModule

vi.mock('../../lib/env', async (original) => ({
  ...(await original<Env>()),
  isDemoMode: true,
}))
vi.setConfig({ testTimeout: 20_000 })

describe('sending in the demo', () => {
  it("Send Reminder: the spec's toast", async () => {
    const user = userEvent.setup()
    const maria = buildPerson({ name: 'Maria Lopez', email: 'maria@example.com' })
    const invoice = buildInvoice({ client_person_id: maria.id, status: 'Unpaid' })
    renderApp(`/billing/invoices/${invoice.id}`, (req) => {
      if (req.path === `/api/invoices/${invoice.id}`) return { status: 200, body: invoice }
      if (req.path === '/api/persons') return page([maria])
      if (req.path === '/api/payments') return page([])
      if (req.method === 'POST') return { status: 200, body: { record: invoice, message: null } }
      return { status: 404, body: null }
    })
    await user.click(await screen.findByRole('button', { name: 'Send Reminder' }))
    expect(await screen.findByText('Email sent to maria@example.com')).toBeInTheDocument()
    expect(screen.getByText('Reminder sent')).toBeInTheDocument()
  })
})
