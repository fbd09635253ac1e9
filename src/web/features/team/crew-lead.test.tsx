// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Crew } from '../../../domain/team/crew'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp, TEST_CREW, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const miguel = { id: '50000000-0000-4000-8000-000000000001', name: 'Miguel Torres' }
const sarah = { id: '50000000-0000-4000-8000-000000000002', name: 'Sarah Chen' }
const alpha: Crew = {
  id: '30000000-0000-4000-8000-000000000001',
  name: 'Crew Alpha',
  members: [miguel.id, sarah.id],
  on_site_now: false,
  lead_employee_id: miguel.id,
  version: 2,
}

/** The crews page with Crew Alpha, `patch` answering a PATCH (the list then answers what it saved). */
function renderCrews(user: object, patch?: (req: ApiRequest) => ApiResponse) {
  let stored = alpha
  return renderApp(
    '/team/crews',
    (req) => {
      if (req.method === 'PATCH' && patch) {
        const answer = patch(req)
        if (answer.status === 200) stored = answer.body as Crew
        return answer
      }
      if (req.path === '/api/crews') return page([stored])
      if (req.path === '/api/crew-members') return { status: 200, body: { items: [miguel, sarah] } }
      return page([])
    },
    { user },
  )
}

describe('a crew’s lead on the crews page', () => {
  it('names the lead to a Crew user, with nothing to change it', async () => {
    renderCrews(TEST_CREW)
    expect(await screen.findByText('Miguel Torres', { selector: 'p' })).toHaveTextContent(
      'Lead: Miguel Torres',
    )
    expect(screen.queryByRole('combobox', { name: /Lead/ })).toBeNull()
  })

  it('lets a Foreman pick another member as lead, sent with the crew’s version', async () => {
    const user = userEvent.setup()
    const { transport } = renderCrews(TEST_FOREMAN, (req) => ({
      status: 200,
      body: { ...alpha, ...(req.body as object), version: 3 },
    }))
    const select = await screen.findByRole('combobox', { name: 'Lead of Crew Alpha' })
    await waitFor(() => expect(select).toHaveDisplayValue('Miguel Torres'))
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No lead', 'Miguel Torres', 'Sarah Chen'])
    await user.selectOptions(select, 'Sarah Chen')
    expect(await screen.findByText('Lead updated')).toBeInTheDocument()
    expect(screen.getByText('Sarah Chen leads Crew Alpha')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/crews/${alpha.id}`,
        body: { lead_employee_id: sarah.id, version: 2 },
      }),
    )
    await waitFor(() => expect(select).toHaveDisplayValue('Sarah Chen'))
  })

  it('clears the lead with No lead, and shows a refusal', async () => {
    const user = userEvent.setup()
    const refusal = 'This record was changed by someone else: reload and try again'
    const { transport } = renderCrews(TEST_FOREMAN, () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: refusal } },
    }))
    const select = await screen.findByRole('combobox', { name: 'Lead of Crew Alpha' })
    await user.selectOptions(select, 'No lead')
    expect(await screen.findByText(refusal)).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ body: { lead_employee_id: null, version: 2 } }),
    )
  })

  it('is a 44 px target on a phone (the form height from md up)', async () => {
    renderCrews(TEST_FOREMAN)
    const select = await screen.findByRole('combobox', { name: 'Lead of Crew Alpha' })
    expect(select).toHaveClass('h-11', 'md:h-9')
    expect(select).not.toHaveClass('h-10')
  })
})
