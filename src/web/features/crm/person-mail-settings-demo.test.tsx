// @vitest-environment jsdom
// The browser-only demo sends no e-mail: a person's page has no "No automatic reminders" switch.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ApiRequest } from '../../data/api-request'
import type * as EnvModule from '../../lib/env'
import { buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'
import { NO_AUTOMATIC_REMINDERS } from './person-mail-settings'

type Env = typeof EnvModule

vi.mock('../../lib/env', async (original) => ({
  ...(await original<Env>()),
  isDemoMode: true,
}))

describe('No automatic reminders in the demo', { timeout: 20_000 }, () => {
  it('is not on the person page, and is never asked for', async () => {
    const person = buildPerson({ name: 'Maria Lopez' })
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, (req) => {
      sent.push(req)
      if (req.path === `/api/persons/${person.id}`) return { status: 200, body: person }
      if (req.path === '/api/settings/branding') return { status: 404, body: null }
      return page([])
    })
    expect(await screen.findByText('Contact information')).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: NO_AUTOMATIC_REMINDERS })).toBeNull()
    expect(screen.queryByText(NO_AUTOMATIC_REMINDERS)).toBeNull()
    expect(sent.some((r) => r.path.endsWith('/mail-settings'))).toBe(false)
  })
})
