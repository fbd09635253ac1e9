// @vitest-environment jsdom
// The job page's Field actions card: Start moves the timer, Pause asks a reason, Finish with open
// checklist items shows the server's count with "Finish anyway" and "Go back", and an Estimator (no
// job-actions:write) sees no card.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FieldState, JobActivity } from '../../../domain/field/job-activity'
import type { Job } from '../../../domain/projects/job'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { buildPerson } from '../../test/factories'
import { page, renderApp } from '../../test/render-app'
import '../../test/setup'

const client = buildPerson({ name: 'Maria Lopez' })
const AT = Date.UTC(2026, 2, 10, 14, 5)
const job: Job = {
  id: '10000000-0000-4000-8000-000000000002',
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

const activity = (kind: JobActivity['kind'], reason: string | null = null): JobActivity => ({
  id: `20000000-0000-4000-8000-00000000000${['on-my-way', 'start', 'pause', 'resume', 'finish'].indexOf(kind)}`,
  job_id: job.id,
  kind,
  at: AT,
  user_id: null,
  employee_id: null,
  reason,
  note: null,
})

const idle: FieldState = { timer: 'idle', since: null, paused_reason: null, activity: [] }
const running: FieldState = {
  timer: 'running',
  since: AT,
  paused_reason: null,
  activity: [activity('start')],
}

/** The job page's API: the field state given, and the commands' answers by action. */
function fieldApi(
  initial: FieldState,
  answers: Record<string, (req: ApiRequest) => ApiResponse>,
  sent: ApiRequest[],
) {
  // As the server: a command's new state is what the field state reads from then on.
  let current = initial
  return (req: ApiRequest): ApiResponse => {
    sent.push(req)
    if (req.path === `/api/jobs/${job.id}`) return { status: 200, body: job }
    if (req.path === `/api/jobs/${job.id}/field-state`) return { status: 200, body: current }
    const action = req.method === 'POST' ? req.path.split('/').at(-1) : undefined
    if (action && answers[action]) {
      const answered = answers[action](req)
      if (answered.status === 200) current = (answered.body as { state: FieldState }).state
      return answered
    }
    if (req.path === '/api/settings/branding') return { status: 404, body: null }
    return page([])
  }
}

const answer = (state: FieldState, status: Job['status'] = 'In-Progress') => ({
  status: 200,
  body: { job: { ...job, status, version: 4 }, state, email: null, text: null },
})

describe('the Field actions card', { timeout: 20_000 }, () => {
  it('starts a scheduled job and shows the running timer and the activity', async () => {
    const sent: ApiRequest[] = []
    renderApp(`/projects/jobs/${job.id}`, fieldApi(idle, { start: () => answer(running) }, sent))
    const card = await screen.findByRole('region', { name: 'Field actions' })
    expect(await within(card).findByText('Not started')).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'On my way' })).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }))
    expect(await within(card).findByText(/^Running since/)).toBeInTheDocument()
    expect(sent.some((r) => r.method === 'POST' && r.path === `/api/jobs/${job.id}/start`)).toBe(
      true,
    )
    expect(within(card).getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    expect(within(card).getByRole('list', { name: 'Field activity' })).toHaveTextContent('Started')
  })

  it('stamps Start with the location only when the user shares it', async () => {
    window.localStorage.setItem('groundwork.share-location', 'true')
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 40.7, longitude: -74, accuracy: 9 } } as GeolocationPosition),
    )
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    })
    try {
      const sent: ApiRequest[] = []
      renderApp(`/projects/jobs/${job.id}`, fieldApi(idle, { start: () => answer(running) }, sent))
      const card = await screen.findByRole('region', { name: 'Field actions' })
      await userEvent.click(await within(card).findByRole('button', { name: 'Start' }))
      await waitFor(() =>
        expect(sent.find((r) => r.path.endsWith('/start'))?.body).toEqual({
          location: { lat: 40.7, lng: -74, accuracy: 9 },
          acted_at: expect.any(Number),
        }),
      )
      expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    } finally {
      window.localStorage.clear()
    }
  })

  it('asks the reason of a pause before sending it', async () => {
    const sent: ApiRequest[] = []
    const paused: FieldState = {
      timer: 'paused',
      since: AT,
      paused_reason: 'Rain',
      activity: [activity('start'), activity('pause', 'Rain')],
    }
    renderApp(`/projects/jobs/${job.id}`, fieldApi(running, { pause: () => answer(paused) }, sent))
    const card = await screen.findByRole('region', { name: 'Field actions' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Pause' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pause the job' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }))
    expect(within(dialog).getByText('Say why the job is paused')).toBeInTheDocument()
    expect(sent.some((r) => r.path.endsWith('/pause'))).toBe(false)
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Rain')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }))
    expect(await within(card).findByText(/^Paused since .*: Rain$/)).toBeInTheDocument()
    expect(sent.find((r) => r.path.endsWith('/pause'))?.body).toEqual({
      reason: 'Rain',
      acted_at: expect.any(Number),
    })
  })

  it('says how many checklist items are open, then finishes anyway', async () => {
    const sent: ApiRequest[] = []
    const done: FieldState = {
      timer: 'done',
      since: AT,
      paused_reason: null,
      activity: [activity('start'), activity('finish')],
    }
    const finish = (req: ApiRequest) =>
      (req.body as { finish_anyway?: boolean }).finish_anyway
        ? answer(done, 'Done')
        : {
            status: 409,
            body: {
              error: { code: 'OPEN_CHECKLIST', message: '2 checklist items are still open' },
            },
          }
    renderApp(`/projects/jobs/${job.id}`, fieldApi(running, { finish }, sent))
    const card = await screen.findByRole('region', { name: 'Field actions' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Finish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Finish the job' })
    await userEvent.type(within(dialog).getByLabelText('Completion note (optional)'), 'All raked')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('2 checklist items are still open')
    // Go back: the warning goes, the dialog stays with the note.
    await userEvent.click(within(alert).getByRole('button', { name: 'Go back' }))
    expect(within(dialog).queryByRole('alert')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }))
    await userEvent.click(
      within(await within(dialog).findByRole('alert')).getByRole('button', {
        name: 'Finish anyway',
      }),
    )
    await waitFor(() => expect(within(card).getByText(/^Done at/)).toBeInTheDocument())
    const finishes = sent.filter((r) => r.path.endsWith('/finish'))
    const acted_at = expect.any(Number)
    expect(finishes.map((r) => r.body)).toEqual([
      { note: 'All raked', acted_at },
      { note: 'All raked', acted_at },
      { note: 'All raked', finish_anyway: true, acted_at },
    ])
    // Each attempt is its own action with its own Idempotency-Key.
    const keys = finishes.map((r) => r.headers?.['Idempotency-Key'])
    expect(new Set(keys).size).toBe(3)
  })

  it("uploads Finish's photos as the job's photos and names them on the finish", async () => {
    const sent: ApiRequest[] = []
    const photoId = '30000000-0000-4000-8000-000000000001'
    const done: FieldState = { ...running, timer: 'done', activity: [activity('finish')] }
    const fake = fieldApi(running, { finish: () => answer(done, 'Done') }, sent)
    renderApp(`/projects/jobs/${job.id}`, (req) =>
      req.method === 'POST' && req.path === '/api/media'
        ? (sent.push(req), { status: 201, body: { id: photoId } })
        : fake(req),
    )
    const card = await screen.findByRole('region', { name: 'Field actions' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Finish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Finish the job' })
    const gif = new File(['GIF89a'], 'fence.gif', { type: 'image/gif' })
    await userEvent.upload(within(dialog).getByLabelText('Photos (optional)'), gif)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }))
    await waitFor(() => expect(within(card).getByText(/^Done at/)).toBeInTheDocument())
    const upload = sent.find((r) => r.path === '/api/media')
    expect(upload?.body).toMatchObject({ job_id: job.id, file_name: 'fence.gif' })
    expect(upload?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent.find((r) => r.path.endsWith('/finish'))?.body).toEqual({
      photos: [photoId],
      acted_at: expect.any(Number),
    })
  })

  it('keeps Start on the phone while offline, shows it, and sends it once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const sent: ApiRequest[] = []
      const fake = fieldApi(idle, { start: () => answer(running) }, sent)
      renderApp(`/projects/jobs/${job.id}`, fake)
      const card = await screen.findByRole('region', { name: 'Field actions' })
      await userEvent.click(await within(card).findByRole('button', { name: 'Start' }))
      expect(
        await screen.findByText('Saved on this phone: it will sync when you are back online'),
      ).toBeInTheDocument()
      expect(await within(card).findByText(/^Running since/)).toBeInTheDocument()
      expect(sent.some((r) => r.path.endsWith('/start'))).toBe(false)

      onLine.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
      await waitFor(() => expect(sent.filter((r) => r.path.endsWith('/start'))).toHaveLength(1))
      const start = sent.find((r) => r.path.endsWith('/start'))!
      expect(start.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
      expect((start.body as { acted_at: number }).acted_at).toBeLessThanOrEqual(Date.now())
    } finally {
      onLine.mockRestore()
    }
  })

  it('is not shown to a role that may not act on jobs', async () => {
    const sent: ApiRequest[] = []
    renderApp(`/projects/jobs/${job.id}`, fieldApi(idle, {}, sent), {
      user: { id: 'u1', name: 'Eve', email: 'eve@example.com', role: 'Estimator' },
    })
    expect(await screen.findByRole('heading', { name: 'Spring Cleanup' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Field actions' })).toBeNull()
    expect(sent.some((r) => r.path.endsWith('/field-state'))).toBe(false)
  })
})
