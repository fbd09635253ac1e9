// @vitest-environment jsdom
// The job page's Job costing card: the Owner and the Office see hours, labour cost, invoiced,
// margin and a row per member, in dollars from the answer's cents; a job with no time says so; a
// Crew user (no pay:read) sees no card and never asks for it.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Job } from '../../../domain/projects/job'
import type { JobCosting } from '../../../domain/time/time-api'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp, TEST_CREW, TEST_OWNER } from '../../test/render-app'
import '../../test/setup'

const job: Job = {
  id: '10000000-0000-4000-8000-000000000007',
  title: 'Patio install',
  client_person_id: '10000000-0000-4000-8000-000000000099',
  address: '8 Birch Way',
  date: Date.UTC(2026, 2, 10, 9, 0),
  status: 'Done',
  assigned_crew_id: null,
  photos: [],
  notes: '',
  crew_instructions: '',
  route_order: null,
  duration_minutes: 60,
  series_id: null,
  series_occurrence: null,
  created_at: 1,
  version: 1,
}

const costing: JobCosting = {
  hours: 12.5,
  labour_cost_cents: 35_000,
  invoiced_cents: 120_050,
  margin_cents: 85_050,
  members: [
    { employee_id: 'e1', name: 'Sam Rivera', hours: 8, rate: 30, cost_cents: 24_000 },
    { employee_id: 'e2', name: 'Lee Park', hours: 4.5, rate: 24.44, cost_cents: 11_000 },
  ],
}

function jobApi(answer: JobCosting | null, sent: ApiRequest[]) {
  return (req: ApiRequest): ApiResponse => {
    sent.push(req)
    if (req.path === `/api/jobs/${job.id}`) return { status: 200, body: job }
    if (req.path === `/api/jobs/${job.id}/costing`) return { status: 200, body: answer }
    if (req.path === `/api/jobs/${job.id}/field-state`) {
      return {
        status: 200,
        body: { timer: 'done', since: null, paused_reason: null, activity: [] },
      }
    }
    if (req.path.startsWith('/api/settings/')) return { status: 404, body: null }
    return page([])
  }
}

describe('the Job costing card', { timeout: 20_000 }, () => {
  it('shows the figures in dollars and a row per member to the Owner', async () => {
    renderApp(`/projects/jobs/${job.id}`, jobApi(costing, []), { user: TEST_OWNER })
    const card = await screen.findByRole('region', { name: 'Job costing' })
    expect(await within(card).findByText('12.5 h')).toBeInTheDocument()
    expect(within(card).getByText('$350')).toBeInTheDocument()
    expect(within(card).getByText('$1,200.50')).toBeInTheDocument()
    expect(within(card).getByText('$850.50')).toBeInTheDocument()
    const rows = within(within(card).getByRole('table', { name: 'Labour by crew member' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      'Sam Rivera8 h$30/h$240',
      'Lee Park4.5 h$24.44/h$110',
    ])
  })

  it('says when no time is recorded (the demo answers zero hours)', async () => {
    const none: JobCosting = {
      hours: 0,
      labour_cost_cents: 0,
      invoiced_cents: 0,
      margin_cents: 0,
      members: [],
    }
    renderApp(`/projects/jobs/${job.id}`, jobApi(none, []), {
      user: { ...TEST_OWNER, role: 'Office' },
    })
    const card = await screen.findByRole('region', { name: 'Job costing' })
    expect(await within(card).findByText('No time recorded on this job yet.')).toBeInTheDocument()
    expect(within(card).getByText('0 h')).toBeInTheDocument()
  })

  it('is not there for a Crew user, who never asks for it', async () => {
    const sent: ApiRequest[] = []
    renderApp(`/projects/jobs/${job.id}`, jobApi(costing, sent), { user: TEST_CREW })
    expect(await screen.findByRole('heading', { name: 'Patio install' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Job costing' })).not.toBeInTheDocument()
    expect(sent.some((r) => r.path.endsWith('/costing'))).toBe(false)
  })
})
