// @vitest-environment jsdom
// A person's "Client hub" card (server mode): links sent and last visit; "Send hub link" sends and
// toasts; "Revoke access" asks first, then revokes and toasts; absent for a role without hub:read.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp, TEST_ESTIMATOR } from '../../test/render-app'
import '../../test/setup'
import { REVOKE_HUB_ACCESS, SEND_HUB_LINK } from './person-hub-card'

const person = buildPerson({ name: 'Maria Lopez', email: 'maria@example.com' })
const hubPath = `/api/persons/${person.id}/hub`

function personApi(sent: ApiRequest[]) {
  let status = { links_sent: 2, last_sent_at: 1, last_visit_at: null, revoked: false }
  return (req: ApiRequest): ApiResponse => {
    sent.push(req)
    if (req.path === `/api/persons/${person.id}`) return { status: 200, body: person }
    if (req.path === '/api/settings/branding') return { status: 404, body: null }
    if (req.path === hubPath) return { status: 200, body: status }
    if (req.path === `${hubPath}-link` && req.method === 'POST') {
      status = { ...status, links_sent: status.links_sent + 1, revoked: false }
      return {
        status: 200,
        body: { status, message: { id: 'm1', status: 'queued', last_error: null } },
      }
    }
    if (req.path === `${hubPath}-revoke` && req.method === 'POST') {
      status = { ...status, revoked: true }
      return { status: 200, body: status }
    }
    return page([])
  }
}

const hubCard = async () => {
  const title = await screen.findByText('Client hub')
  return title.closest('[data-slot="card"]') as HTMLElement
}

describe('Client hub card (person page)', { timeout: 20_000 }, () => {
  it('shows the links sent and sends a hub link', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, personApi(sent))
    const card = await hubCard()
    expect(await within(card).findByText('2')).toBeInTheDocument()
    expect(within(card).getByText('Never')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: SEND_HUB_LINK }))
    expect(await screen.findByText('Hub link sent')).toBeInTheDocument()
    expect(screen.getByText('Email sent to maria@example.com')).toBeInTheDocument()
    await waitFor(() => expect(within(card).getByText('3')).toBeInTheDocument())
  })

  it('revokes access only after the confirm', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, personApi(sent))
    const card = await hubCard()
    await user.click(await within(card).findByRole('button', { name: REVOKE_HUB_ACCESS }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke hub access?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sent.some((r) => r.path === `${hubPath}-revoke`)).toBe(false)
    await user.click(within(card).getByRole('button', { name: REVOKE_HUB_ACCESS }))
    const again = await screen.findByRole('alertdialog', { name: 'Revoke hub access?' })
    await user.click(within(again).getByRole('button', { name: REVOKE_HUB_ACCESS }))
    expect(await screen.findByText('Hub access revoked')).toBeInTheDocument()
    expect(sent.filter((r) => r.path === `${hubPath}-revoke`)).toHaveLength(1)
    expect(await within(card).findByText(/Access revoked/)).toBeInTheDocument()
  })

  it('is not there for a role without hub access', async () => {
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, personApi(sent), { user: TEST_ESTIMATOR })
    expect(await screen.findByText('Contact information')).toBeInTheDocument()
    expect(screen.queryByText('Client hub')).toBeNull()
    expect(sent.some((r) => r.path === hubPath)).toBe(false)
  })
})
