// @vitest-environment jsdom
// A person's "No automatic reminders" switch (server mode): saved at once for the Owner and the
// Office, put back with a toast when the server refuses, and absent for a role without billing.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp, TEST_ESTIMATOR, TEST_OWNER } from '../../test/render-app'
import '../../test/setup'
import { NO_AUTOMATIC_REMINDERS, NO_TEXTS } from './person-mail-settings'

const person = buildPerson({ name: 'Maria Lopez' })
const settingsPath = `/api/persons/${person.id}/mail-settings`

function personApi(sent: ApiRequest[], onPut?: (req: ApiRequest) => ApiResponse) {
  let stored: { no_automatic_reminders: boolean; no_texts?: boolean } = {
    no_automatic_reminders: false,
  }
  return (req: ApiRequest): ApiResponse => {
    sent.push(req)
    if (req.path === `/api/persons/${person.id}`) return { status: 200, body: person }
    if (req.path === '/api/settings/branding') return { status: 404, body: null }
    if (req.path === settingsPath && req.method === 'GET') return { status: 200, body: stored }
    if (req.path === settingsPath && req.method === 'PUT') {
      if (onPut) return onPut(req)
      stored = req.body as typeof stored
      return { status: 200, body: stored }
    }
    return page([])
  }
}

const openPerson = () => screen.findByRole('heading', { name: 'Maria Lopez', level: 1 })

describe('No automatic reminders (person page)', { timeout: 20_000 }, () => {
  it('saves the choice as soon as it is switched', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, personApi(sent))
    await openPerson()
    const toggle = await screen.findByRole('switch', { name: NO_AUTOMATIC_REMINDERS })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ path: settingsPath, body: { no_automatic_reminders: true } }),
    ])
  })

  it('saves "No texts" beside the reminders choice, keeping it', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, personApi(sent))
    await openPerson()
    const toggle = await screen.findByRole('switch', { name: NO_TEXTS })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { no_automatic_reminders: false, no_texts: true },
    ])
    await user.click(screen.getByRole('switch', { name: NO_AUTOMATIC_REMINDERS }))
    await waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(2))
    expect(sent.filter((r) => r.method === 'PUT')[1]?.body).toEqual({
      no_automatic_reminders: true,
      no_texts: true,
    })
  })

  it('goes back and says why when the server refuses (the Office too)', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      `/crm/contacts/persons/${person.id}`,
      personApi(sent, () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
      })),
      { user: { ...TEST_OWNER, role: 'Office' } },
    )
    await openPerson()
    const toggle = await screen.findByRole('switch', { name: NO_AUTOMATIC_REMINDERS })
    await user.click(toggle)
    expect(await screen.findByText('Could not save')).toBeInTheDocument()
    await waitFor(() => expect(toggle).not.toBeChecked())
  })

  it('is not there for a role that does not see billing', async () => {
    const sent: ApiRequest[] = []
    renderApp(`/crm/contacts/persons/${person.id}`, personApi(sent), { user: TEST_ESTIMATOR })
    await openPerson()
    expect(await screen.findByText('Contact information')).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: NO_AUTOMATIC_REMINDERS })).toBeNull()
    expect(sent.some((r) => r.path === settingsPath)).toBe(false)
  })
})
