// @vitest-environment jsdom
// The phonebook of a Crew user (issue #28): the clients of their job list, each with name, phone
// and address only (what the API gives them); no invoices, no full contact page, no SMS panel.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/transport'
import { OPEN_PHONEBOOK_EVENT } from '../../lib/events'
import { page, renderApp, TEST_CREW } from '../../test/render-app'
import '../../test/setup'

const client = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Maria Garcia',
  phone: '(555) 010-2000',
  location: '12 Elm St',
  version: 1,
}

beforeAll(async () => {
  await import('./phonebook-panel')
}, 60_000)

function crewApi(req: ApiRequest): ApiResponse {
  if (req.method === 'GET' && req.path === '/api/persons') return page([client])
  if (req.method === 'GET' && req.path === `/api/persons/${client.id}`) {
    return { status: 200, body: client }
  }
  if (req.method === 'GET' && /^\/api\/(jobs|crews|work-orders|media)$/.test(req.path)) {
    return page([])
  }
  return {
    status: 403,
    body: { error: { code: 'FORBIDDEN', message: "You don't have access to this" } },
  }
}

describe('the phonebook of a Crew user', { timeout: 20_000 }, () => {
  it("shows their jobs' clients with name, phone and address, and nothing they may not read", async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/projects/jobs', crewApi, { user: TEST_CREW })
    await screen.findAllByRole('button', { name: 'Phonebook' })
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_PHONEBOOK_EVENT))
    })
    const panel = within(await screen.findByRole('dialog', { name: 'Phonebook' }))
    await user.click(await panel.findByRole('button', { name: /Maria Garcia/ }))
    expect(await panel.findByRole('heading', { name: 'Maria Garcia' })).toBeInTheDocument()
    expect(panel.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:5550102000')
    expect(panel.getByText('12 Elm St')).toBeInTheDocument()
    expect(panel.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument()
    expect(panel.queryByRole('link', { name: 'Open full contact' })).not.toBeInTheDocument()
    expect(panel.queryByRole('button', { name: 'Text' })).not.toBeInTheDocument()
    const asked = transport.mock.calls.map(([r]) => r.path)
    expect(asked).not.toContain('/api/invoices')
  })
})
