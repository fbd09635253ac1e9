// @vitest-environment jsdom
// The browser-only demo has no client hub: the person page says so and asks the server nothing.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ApiRequest } from '../../data/api-request'
import type * as EnvModule from '../../lib/env'
import { buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'
import { HUB_DEMO_TEXT, SEND_HUB_LINK } from './person-hub-card'

type Env = typeof EnvModule

vi.mock('../../lib/env', async (original) => ({
  ...(await original<Env>()),
  isDemoMode: true,
}))

describe('Client hub in the demo', { timeout: 20_000 }, () => {
  it('says the hub needs a server, offers no button, and asks for nothing', async () => {
    const person = buildPerson({ name: 'Maria Lopez' })
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, (req) => {
      sent.push(req)
      if (req.path === `/api/persons/${person.id}`) return { status: 200, body: person }
      if (req.path === '/api/settings/branding') return { status: 404, body: null }
      return page([])
    })
    expect(await screen.findByText(HUB_DEMO_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: SEND_HUB_LINK })).toBeNull()
    expect(sent.some((r) => r.path.endsWith('/hub'))).toBe(false)
  })
})
