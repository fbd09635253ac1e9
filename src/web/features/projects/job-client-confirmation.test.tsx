// @vitest-environment jsdom
// The job page says when the client confirmed the visit in the client hub (server mode), and says
// nothing when they have not (or the job was moved since: the server answers null).
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Job } from '../../../domain/projects/job'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'
import { confirmedByClientText } from './job-client-confirmation'

const client = buildPerson({ name: 'Maria Lopez' })
const CONFIRMED_AT = Date.UTC(2026, 2, 3, 15, 0)
const job: Job = {
  id: '10000000-0000-4000-8000-000000000001',
  title: 'Spring Cleanup',
  client_person_id: client.id,
  address: '12 Oak St',
  date: Date.UTC(2026, 2, 10, 9, 0),
  status: 'Scheduled',
  assigned_crew_id: null,
  photos: [],
  notes: '',
  crew_instructions: '',
  route_order: null,
  duration_minutes: 60,
  series_id: null,
  series_occurrence: null,
  created_at: 1,
  version: 3,
}

const jobApi =
  (confirmedAt: number | null, sent: ApiRequest[]) =>
  (req: ApiRequest): ApiResponse => {
    sent.push(req)
    if (req.path === `/api/jobs/${job.id}`) return { status: 200, body: job }
    if (req.path === `/api/jobs/${job.id}/client-confirmation`)
      return { status: 200, body: { confirmed_at: confirmedAt } }
    if (req.path === '/api/settings/branding') return { status: 404, body: null }
    return page([])
  }

describe("the client's visit confirmation on the job page", { timeout: 20_000 }, () => {
  it('shows "Confirmed by the client on {date}"', async () => {
    const sent: ApiRequest[] = []
    renderApp(`/projects/jobs/${job.id}`, jobApi(CONFIRMED_AT, sent))
    expect(await screen.findByText(confirmedByClientText(CONFIRMED_AT))).toBeInTheDocument()
    expect(confirmedByClientText(CONFIRMED_AT)).toMatch(/^Confirmed by the client on \S/)
  })

  it('shows nothing when the client has not confirmed', async () => {
    const sent: ApiRequest[] = []
    renderApp(`/projects/jobs/${job.id}`, jobApi(null, sent))
    expect(await screen.findByRole('heading', { name: 'Spring Cleanup' })).toBeInTheDocument()
    await waitFor(() =>
      expect(sent.some((r) => r.path.endsWith('/client-confirmation'))).toBe(true),
    )
    // Its answer has come back and been drawn.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByText(/Confirmed by the client/)).toBeNull()
  })
})
