// @vitest-environment jsdom
// The History tab of a job (server mode): events newest first with who and when, the exact time on
// hover, older pages on demand, and an empty state.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { RecordEvent } from '../../domain/history/record-event'
import type { Job } from '../../domain/projects/job'
import type { ApiRequest, ApiResponse } from '../data/api-request'
import { buildPerson } from '../test/factories'
import { lookupAnswers, page, renderApp } from '../test/render-app'
import { formatDateTime } from '../lib/format'
import '../test/setup'

vi.setConfig({ testTimeout: 20_000 })

const client = buildPerson({ name: 'Maria Lopez' })
const job: Job = {
  id: '10000000-0000-4000-8000-000000000001',
  title: 'Spring Cleanup',
  client_person_id: client.id,
  address: '12 Oak St',
  date: Date.now(),
  status: 'Done',
  assigned_crew_id: null,
  photos: [],
  notes: '',
  crew_instructions: '',
  route_order: null,
  duration_minutes: 60,
  series_id: null,
  series_occurrence: null,
  created_at: Date.now(),
  version: 3,
}

const HOUR = 3_600_000
const event = (n: number, overrides: Partial<RecordEvent> = {}): RecordEvent => ({
  id: `20000000-0000-4000-8000-00000000000${n}`,
  at: Date.now() - n * HOUR,
  kind: 'status-changed',
  text: `Event ${n}`,
  actor: { id: '00000000-0000-4000-8000-000000000001', name: 'Olivia Owner' },
  ...overrides,
})

function historyApi(pages: Record<string, { items: RecordEvent[]; next_cursor: string | null }>) {
  const requests: ApiRequest[] = []
  const fake = (req: ApiRequest): ApiResponse => {
    requests.push(req)
    if (req.path === `/api/jobs/${job.id}/history`) {
      const cursor = typeof req.query?.cursor === 'string' ? req.query.cursor : ''
      return { status: 200, body: pages[cursor] ?? { items: [], next_cursor: null } }
    }
    return lookupAnswers('jobs', [job])(req) ?? lookupAnswers('persons', [client])(req) ?? page([])
  }
  return { fake, requests }
}

describe('a job’s History tab', () => {
  it('lists what happened, who did it and when, newest first, and loads older events', async () => {
    const user = userEvent.setup()
    const newest = event(1, { text: 'Status changed to Done' })
    const automatic = event(2, { text: 'Reminder 1 of 3 sent', actor: null })
    const older = event(3, { text: 'Created' })
    const { fake, requests } = historyApi({
      '': { items: [newest, automatic], next_cursor: 'next' },
      next: { items: [older], next_cursor: null },
    })
    renderApp(`/projects/jobs/${job.id}?tab=history`, fake)
    const list = within(await screen.findByRole('list', { name: 'History' }))
    const items = list.getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Status changed to Done',
      'Reminder 1 of 3 sent',
    ])
    expect(items[0]).toHaveTextContent('Olivia Owner · 1 hour ago')
    expect(items[1]).toHaveTextContent('Groundwork · 2 hours ago')
    expect(list.getByText('1 hour ago')).toHaveAttribute('title', formatDateTime(newest.at))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await list.findByText('Created')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(
      requests.filter((r) => r.path.endsWith('/history')).map((r) => r.query?.cursor ?? ''),
    ).toEqual(['', 'next'])
  })

  it('says there is no history yet', async () => {
    const { fake } = historyApi({})
    renderApp(`/projects/jobs/${job.id}?tab=history`, fake)
    expect(await screen.findByText('No history yet')).toBeInTheDocument()
  })
})
