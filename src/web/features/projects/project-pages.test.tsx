// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Job } from '../../../domain/projects/job'
import type { WorkOrder } from '../../../domain/projects/work-order'
import type { Crew } from '../../../domain/team/crew'
import type { ApiRequest } from '../../data/api-request'
import { buildEstimate, buildInvoice, buildPerson } from '../../test/factories'
import { page, renderApp, TEST_CREW, TEST_ESTIMATOR, TEST_FOREMAN } from '../../test/render-app'
import '../../test/setup'

// Pages load lazily and the runner may share the machine with a build: allow for a slow first render.
vi.setConfig({ testTimeout: 20_000 })
import { weekRange, startOfWeek, addWeeks } from './week'

const client = buildPerson({ name: 'Maria Lopez' })
const crew: Crew = {
  id: '30000000-0000-4000-8000-000000000001',
  name: 'Crew Alpha',
  members: [],
  on_site_now: true,
  lead_employee_id: null,
  version: 1,
}

function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    title: 'Spring Cleanup',
    client_person_id: client.id,
    address: '12 Oak St',
    date: Date.now(),
    status: 'Scheduled',
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
    ...overrides,
  }
}

/** The calendar of this week with one job on it, for `user`. */
function renderWeekWithAJob(user: object) {
  const job = buildJob({ date: startOfWeek(Date.now()) + 2 * 86_400_000 + 10 * 3_600_000 })
  renderApp(
    '/projects/calendar',
    (req) => (req.path === '/api/calendar' ? { status: 200, body: { items: [job] } } : page([])),
    { user },
  )
}

function jobApi(job: Job, extra?: (req: ApiRequest) => { status: number; body: unknown } | null) {
  return (req: ApiRequest) => {
    const answer = extra?.(req)
    if (answer) return answer
    if (req.path === `/api/jobs/${job.id}`) return { status: 200, body: job }
    if (req.path === `/api/persons/${client.id}`) return { status: 200, body: client }
    if (req.path === '/api/crews') return page([crew])
    if (req.path === '/api/employees') return page([])
    return page([])
  }
}

describe('New job', () => {
  it('requires title, client, address and date with the spec toast', async () => {
    const user = userEvent.setup()
    const { transport } = renderApp('/projects/jobs/new', (req) =>
      req.path === '/api/persons' ? page([client]) : page([]),
    )
    await screen.findByRole('heading', { name: 'New Job' })
    await user.type(screen.getByLabelText('Title'), 'Mulch beds')
    await user.click(screen.getByRole('button', { name: 'Create Job' }))
    expect(await screen.findByText('Please fill all required fields')).toBeInTheDocument()
    for (const label of ['Client', 'Address', 'Date']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
    }
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true')
    expect(transport.mock.calls.some(([req]) => req.method === 'POST')).toBe(false)
  })
})

describe('Job detail', () => {
  it('sets the status directly with the version and confirms it', async () => {
    const user = userEvent.setup()
    const job = buildJob()
    const { transport } = renderApp(
      `/projects/jobs/${job.id}`,
      jobApi(job, (req) =>
        req.method === 'PATCH'
          ? { status: 200, body: { ...job, status: 'Done', version: 4 } }
          : null,
      ),
    )
    const status = await screen.findByRole('group', { name: 'Set status' })
    expect(within(status).getByRole('button', { name: 'Scheduled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(within(status).getByRole('button', { name: 'Done' }))
    expect(await screen.findByText('Job marked as Done')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/jobs/${job.id}`,
        body: { status: 'Done', version: 3 },
      }),
    )
    await waitFor(() =>
      expect(within(status).getByRole('button', { name: 'Done' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
  })

  it('edits the job with its version, the end time sent as a duration (issue #34)', async () => {
    const user = userEvent.setup()
    const job = buildJob()
    const { transport } = renderApp(
      `/projects/jobs/${job.id}`,
      jobApi(job, (req) =>
        req.method === 'PATCH'
          ? {
              status: 200,
              body: { ...job, title: 'Hedge trim', duration_minutes: 150, version: 4 },
            }
          : null,
      ),
    )
    await user.click(await screen.findByRole('button', { name: 'Edit Job' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' })
    const title = within(dialog).getByLabelText('Title')
    await user.clear(title)
    await user.type(title, 'Hedge trim')
    const start = within(dialog).getByLabelText('Start time')
    const end = within(dialog).getByLabelText('End time')
    await user.clear(start)
    await user.type(start, '10:00')
    await user.clear(end)
    await user.type(end, '09:00')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(
      await within(dialog).findByText('End time must be after the start time'),
    ).toBeInTheDocument()
    await user.clear(end)
    await user.type(end, '12:30')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Job updated')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/jobs/${job.id}`,
        body: expect.objectContaining({
          title: 'Hedge trim',
          duration_minutes: 150,
          version: job.version,
        }),
      }),
    )
  })

  it('assigns a crew when none is assigned', async () => {
    const user = userEvent.setup()
    const job = buildJob()
    const { transport } = renderApp(
      `/projects/jobs/${job.id}?tab=crew`,
      jobApi(job, (req) =>
        req.method === 'POST'
          ? { status: 200, body: { ...job, assigned_crew_id: crew.id, version: 4 } }
          : null,
      ),
    )
    await user.click(await screen.findByRole('button', { name: 'Assign Crew' }))
    expect(await screen.findByText('Select a crew first')).toBeInTheDocument()
    // The crews are searched on the server: nothing loads them all.
    await user.click(screen.getByRole('combobox', { name: 'Crew' }))
    await user.click(await screen.findByRole('option', { name: 'Crew Alpha' }))
    expect(screen.getByRole('combobox', { name: 'Crew' })).toHaveTextContent('Crew Alpha')
    await user.click(screen.getByRole('button', { name: 'Assign Crew' }))
    expect(await screen.findByText('Crew has been assigned to this job')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: `/api/jobs/${job.id}/assign-crew`,
        body: { crew_id: crew.id },
      }),
    )
    expect(await screen.findByRole('button', { name: 'Unassign' })).toBeInTheDocument()
  })

  it('names the assigned crew and its members by id, and offers the other crews to take over', async () => {
    const user = userEvent.setup()
    const miguel = {
      id: '50000000-0000-4000-8000-000000000001',
      name: 'Miguel Torres',
      role: 'Foreman',
    }
    const assigned = { ...crew, members: [miguel.id] }
    const bravo: Crew = { ...crew, id: '30000000-0000-4000-8000-000000000002', name: 'Crew Bravo' }
    const job = buildJob({ assigned_crew_id: assigned.id })
    const { transport } = renderApp(
      `/projects/jobs/${job.id}?tab=crew`,
      jobApi(job, (req) => {
        if (req.path === '/api/crews')
          return req.query?.ids ? page([assigned]) : page([assigned, bravo], 2)
        if (req.path === '/api/employees') return page([miguel])
        if (req.method === 'POST')
          return { status: 200, body: { ...job, assigned_crew_id: bravo.id, version: 4 } }
        return null
      }),
    )
    const members = await screen.findByRole('list', { name: 'Crew members' })
    expect(await within(members).findByText('Miguel Torres')).toBeInTheDocument()
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: '/api/employees',
        query: expect.objectContaining({ ids: miguel.id }),
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Reassign' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('combobox', { name: 'New crew' }))
    expect(await screen.findByRole('option', { name: 'Crew Bravo' })).toBeInTheDocument()
    // The crew assigned now is not offered.
    expect(screen.queryByRole('option', { name: 'Crew Alpha' })).toBeNull()
    await user.click(screen.getByRole('option', { name: 'Crew Bravo' }))
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }))
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          path: `/api/jobs/${job.id}/reassign-crew`,
          body: { crew_id: bravo.id },
        }),
      ),
    )
    // No request asked for a whole collection of crews or employees.
    const lists = transport.mock.calls
      .map(([req]) => req as ApiRequest)
      .filter((req) => ['/api/crews', '/api/employees'].includes(req.path) && req.method === 'GET')
    expect(lists.every((req) => Number(req.query?.limit) <= 30)).toBe(true)
  })

  it('links to the job invoice, or offers to create one', async () => {
    const job = buildJob()
    renderApp(
      `/projects/jobs/${job.id}`,
      jobApi(job, (req) => (req.path === '/api/invoices' ? page([]) : null)),
    )
    expect(await screen.findByRole('link', { name: 'Create Invoice' })).toHaveAttribute(
      'href',
      `/billing/invoices/new?job_id=${job.id}&client=${client.id}`,
    )
    expect(screen.getByRole('link', { name: 'Add Photos' })).toHaveAttribute(
      'href',
      `/tools/media?job=${job.id}`,
    )
  })

  it('links to the invoice that bills the job on a line (a visit of a batch, decision 059)', async () => {
    const job = buildJob()
    const invoice = buildInvoice({ job_id: null, job_ids: [job.id], number: 'INV-0042' })
    renderApp(
      `/projects/jobs/${job.id}`,
      jobApi(job, (req) =>
        req.path === '/api/invoices' ? page(req.query?.job_ids === job.id ? [invoice] : []) : null,
      ),
    )
    expect(await screen.findByRole('link', { name: 'Invoice INV-0042' })).toHaveAttribute(
      'href',
      `/billing/invoices/${invoice.id}`,
    )
    expect(screen.queryByRole('link', { name: 'Create Invoice' })).toBeNull()
  })

  it('links a converted job to its estimate, for the roles that read estimates (decision 034)', async () => {
    const job = buildJob()
    const estimate = buildEstimate({ status: 'Accepted', job_id: job.id })
    const answers = jobApi(job, (req) =>
      req.path === '/api/estimates' && req.query?.job_id === job.id ? page([estimate]) : null,
    )
    const { unmount } = renderApp(`/projects/jobs/${job.id}`, answers)
    expect(
      await screen.findByRole('link', { name: `Estimate #${estimate.id.slice(0, 8)}` }),
    ).toHaveAttribute('href', `/sales/estimates/${estimate.id}`)
    unmount()

    const { transport } = renderApp(`/projects/jobs/${job.id}`, answers, { user: TEST_FOREMAN })
    expect(await screen.findByRole('heading', { name: job.title })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Estimate #/ })).toBeNull()
    const asked = transport.mock.calls.map(([req]) => (req as ApiRequest).path)
    expect(asked).not.toContain('/api/estimates')
  })

  it('says Job not found for an unknown id', async () => {
    renderApp('/projects/jobs/10000000-0000-4000-8000-000000000099', () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Job not found' } },
    }))
    expect(await screen.findByText('Job not found')).toBeInTheDocument()
  })
})

describe('Work order editor', () => {
  it('shows a tick at once and sends it as one command naming its item', async () => {
    const user = userEvent.setup()
    const job = buildJob()
    const order: WorkOrder = {
      id: '40000000-0000-4000-8000-000000000001',
      job_id: job.id,
      materials: ['Mulch'],
      checklist: [
        { label: 'Mark utilities', done: false },
        { label: 'Clean up', done: false },
      ],
      version: 5,
    }
    let release: () => void = () => {}
    const { transport } = renderApp(
      `/projects/jobs/${job.id}?tab=work-order`,
      jobApi(job, (req) => {
        if (req.path === '/api/work-orders') return page([order])
        return null
      }),
    )
    transport.mockImplementation(async (req: ApiRequest) => {
      if (req.method === 'POST' && req.path === `/api/work-orders/${order.id}/edit`) {
        await new Promise<void>((resolve) => (release = resolve))
        const checklist = order.checklist.map((item, i) =>
          i === 0 ? { ...item, done: true } : item,
        )
        return { status: 200, body: { ...order, checklist, version: 6 } }
      }
      if (req.path === '/api/work-orders') return page([order])
      return jobApi(job)(req)
    })
    const box = await screen.findByRole('checkbox', { name: 'Mark utilities' })
    await user.click(box)
    // Checked before the server answers.
    await waitFor(() => expect(box).toBeChecked())
    expect(screen.getByText('1/2 done')).toBeInTheDocument()
    await waitFor(() =>
      expect(transport).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          path: `/api/work-orders/${order.id}/edit`,
          body: { kind: 'check', index: 0, done: true, label: 'Mark utilities' },
          headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
        }),
      ),
    )
    // Answered only once it was asked: an answer left hanging would hold up every later replay.
    release()
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Mark utilities' })).toBeChecked(),
    )
  })

  it('keeps a tick made offline on the phone, shows it, and sends it once back online', async () => {
    const user = userEvent.setup()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const job = buildJob()
      const order: WorkOrder = {
        id: '40000000-0000-4000-8000-000000000002',
        job_id: job.id,
        materials: [],
        checklist: [{ label: 'Edge beds', done: false }],
        version: 2,
      }
      const edits: ApiRequest[] = []
      const { transport } = renderApp(`/projects/jobs/${job.id}?tab=work-order`, jobApi(job))
      transport.mockImplementation(async (req: ApiRequest) => {
        if (req.method === 'POST' && req.path === `/api/work-orders/${order.id}/edit`) {
          edits.push(req)
          const checklist = [{ label: 'Edge beds', done: true }]
          return { status: 200, body: { ...order, checklist, version: 3 } }
        }
        if (req.path === '/api/work-orders') return page([order])
        if (req.path === `/api/work-orders/${order.id}`) {
          const checklist = [{ label: 'Edge beds', done: edits.length > 0 }]
          return { status: 200, body: { ...order, checklist, version: 2 + edits.length } }
        }
        return jobApi(job)(req)
      })
      await user.click(await screen.findByRole('checkbox', { name: 'Edge beds' }))
      expect(
        await screen.findByText('Saved on this phone: it will sync when you are back online'),
      ).toBeInTheDocument()
      expect(screen.getByRole('checkbox', { name: 'Edge beds' })).toBeChecked()
      expect(edits).toEqual([])

      onLine.mockReturnValue(true)
      window.dispatchEvent(new Event('online'))
      await waitFor(() => expect(edits).toHaveLength(1))
      expect(edits[0]!.body).toEqual({ kind: 'check', index: 0, done: true, label: 'Edge beds' })
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Edge beds' })).toBeChecked())
    } finally {
      onLine.mockRestore()
    }
  })
})

describe('Work order for a role that only reads jobs', () => {
  it('shows an Estimator the checklist and materials without any control', async () => {
    const job = buildJob()
    const order: WorkOrder = {
      id: '40000000-0000-4000-8000-000000000001',
      job_id: job.id,
      materials: ['Mulch'],
      checklist: [{ label: 'Mark utilities', done: false }],
      version: 5,
    }
    renderApp(
      `/projects/jobs/${job.id}?tab=work-order`,
      jobApi(job, (req) => (req.path === '/api/work-orders' ? page([order]) : null)),
      { user: TEST_ESTIMATOR },
    )
    expect(await screen.findByRole('checkbox', { name: 'Mark utilities' })).toBeDisabled()
    expect(screen.getByText('Mulch')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove Mark utilities' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove Mulch' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add Material' })).toBeNull()
  })

  it('offers an Estimator no Create Work Order on a job without one', async () => {
    const job = buildJob()
    renderApp(
      `/projects/jobs/${job.id}?tab=work-order`,
      jobApi(job, (req) => (req.path === '/api/work-orders' ? page([]) : null)),
      { user: TEST_ESTIMATOR },
    )
    expect(await screen.findByText('No work order yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create Work Order' })).toBeNull()
  })
})

describe('Calendar', () => {
  it("shows the week's jobs, 'No events' on empty days, and asks for the next week", async () => {
    const user = userEvent.setup()
    const week = startOfWeek(Date.now())
    const job = buildJob({ date: week + 2 * 86_400_000 + 10 * 3_600_000 })
    const { transport } = renderApp('/projects/calendar', (req) => {
      if (req.path === '/api/calendar') {
        return { status: 200, body: { items: req.query?.from === week ? [job] : [] } }
      }
      if (req.path === '/api/crews') return page([crew])
      return page([])
    })
    expect(await screen.findByRole('link', { name: /Spring Cleanup/ })).toHaveAttribute(
      'href',
      `/projects/jobs/${job.id}`,
    )
    expect(screen.getAllByText('No events')).toHaveLength(6)
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/calendar', query: weekRange(week) }),
    )
    await user.click(screen.getByRole('button', { name: 'Next week' }))
    await waitFor(() => expect(screen.getAllByText('No events')).toHaveLength(7))
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/calendar', query: weekRange(addWeeks(week, 1)) }),
    )
  })

  it.each([
    ['an Estimator', TEST_ESTIMATOR],
    ['a Crew user', TEST_CREW],
  ])('offers %s, who only reads jobs, no drag handle and no Move button', async (_, user) => {
    renderWeekWithAJob(user)
    expect(await screen.findByRole('link', { name: /Spring Cleanup/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Drag Spring Cleanup/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Move Spring Cleanup/ })).toBeNull()
  })

  it('offers a Foreman, who changes jobs, the drag handle and the Move button', async () => {
    renderWeekWithAJob(TEST_FOREMAN)
    expect(await screen.findByRole('button', { name: /Drag Spring Cleanup/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Move Spring Cleanup/ })).toBeInTheDocument()
  })
})
