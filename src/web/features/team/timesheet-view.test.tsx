// @vitest-environment jsdom
// An employee's week: the buttons its `can` allows, the overtime flag and pay at the base rate, a
// send-back note, and an edited entry sent with its version (a 409 shown as a toast).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TimeEntry, TimesheetAnswer, TimesheetDay } from '../../../domain/time/time-api'
import type { ApiRequest, ApiResponse } from '../../data/api-request'
import { page, renderApp, TEST_CREW } from '../../test/render-app'
import '../../test/setup'

const EMPLOYEE = '40000000-0000-4000-8000-000000000001'
const WEEK = '2026-11-22'
const ZONE = 'America/New_York'

const entry: TimeEntry = {
  id: '50000000-0000-4000-8000-000000000001',
  employee_id: EMPLOYEE,
  kind: 'work',
  // 7:00 AM to 3:30 PM in New York on Monday, November 23.
  starts_at: Date.UTC(2026, 10, 23, 12),
  ends_at: Date.UTC(2026, 10, 23, 20, 30),
  source: 'clock',
  start_location: null,
  end_location: null,
  note: '',
  updated_by: null,
  created_at: 0,
  updated_at: 0,
  version: 7,
}

const day = (date: string, extra: Partial<TimesheetDay> = {}): TimesheetDay => ({
  date,
  worked_hours: 0,
  break_hours: 0,
  jobs: [],
  other_hours: 0,
  entries: [],
  ...extra,
})

function sheet(extra: Partial<TimesheetAnswer> = {}): TimesheetAnswer {
  const dates = ['22', '23', '24', '25', '26', '27', '28'].map((d) => `2026-11-${d}`)
  return {
    employee: { id: EMPLOYEE, name: 'Ana Diaz' },
    week_start: WEEK,
    week_end: '2026-11-28',
    time_zone: ZONE,
    status: 'open',
    note: '',
    submitted_at: null,
    decided_at: null,
    days: dates.map((date) =>
      date === '2026-11-23'
        ? day(date, {
            worked_hours: 8.5,
            jobs: [
              { job_id: '10000000-0000-4000-8000-000000000001', title: 'Spring Cleanup', hours: 6 },
            ],
            other_hours: 2.5,
            entries: [entry],
          })
        : day(date),
    ),
    total_hours: 8.5,
    regular_hours: 8.5,
    overtime_hours: 0,
    scheduled_hours: 8,
    can: { submit: false, approve: false, edit: false },
    ...extra,
  }
}

function sheetApi(
  answer: TimesheetAnswer,
  sent: ApiRequest[],
  write: (req: ApiRequest) => ApiResponse = () => ({ status: 200, body: answer }),
) {
  return (req: ApiRequest): ApiResponse => {
    sent.push(req)
    if (req.method === 'GET' && req.path === `/api/timesheets/${EMPLOYEE}/${WEEK}`) {
      return { status: 200, body: answer }
    }
    if (req.method !== 'GET') return write(req)
    if (req.path === '/api/settings/branding') return { status: 404, body: null }
    return page([])
  }
}

const path = `/timesheets/${EMPLOYEE}?week=${WEEK}`

describe('the timesheet view', { timeout: 20_000 }, () => {
  it('lets the employee submit, and shows neither Approve nor the entry actions', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(path, sheetApi(sheet({ can: { submit: true, approve: false, edit: false } }), sent), {
      user: TEST_CREW,
    })
    expect(await screen.findByRole('heading', { name: 'Ana Diaz' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Send back' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull()
    expect(screen.queryByText('Overtime', { selector: '[data-slot="badge"]' })).toBeNull()
    const monday = screen.getByRole('region', { name: 'Monday, November 23' })
    expect(within(monday).getByText('Work')).toBeInTheDocument()
    expect(within(monday).getByText(/7:00 AM – 3:30 PM/)).toBeInTheDocument()
    expect(within(monday).getByText('Spring Cleanup')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Week submitted')).toBeInTheDocument()
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/timesheets/${EMPLOYEE}/${WEEK}/submit`,
    })
  })

  it('lets the office approve or send back with a note; flags overtime and pay at the base rate', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    const answer = sheet({
      status: 'submitted',
      submitted_at: Date.UTC(2026, 10, 28, 18),
      total_hours: 42.5,
      regular_hours: 40,
      overtime_hours: 2.5,
      rate: 25,
      amount_cents: 106_250,
      can: { submit: false, approve: true, edit: true },
    })
    renderApp(path, sheetApi(answer, sent))
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(screen.getByText('Overtime', { selector: '[data-slot="badge"]' })).toBeInTheDocument()
    expect(screen.getByText('$1,062.50 at base rate')).toBeInTheDocument()
    expect(screen.getByText('$25/h')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Send back' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send back' })
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
    expect(await within(dialog).findByText('Say what to fix')).toBeInTheDocument()
    expect(sent.some((r) => r.method === 'POST')).toBe(false)
    await user.type(within(dialog).getByLabelText('Note'), 'Tuesday is missing')
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
    expect(await screen.findByText('Week sent back')).toBeInTheDocument()
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/timesheets/${EMPLOYEE}/${WEEK}/send-back`,
      body: { note: 'Tuesday is missing' },
    })
    // Sending back again starts with an empty note.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send back' })).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Send back' }))
    const again = await screen.findByRole('dialog', { name: 'Send back' })
    expect(within(again).getByLabelText('Note')).toHaveValue('')
  })

  it('shows the send-back note on an open week', async () => {
    renderApp(path, sheetApi(sheet({ note: 'Tuesday is missing' }), []), { user: TEST_CREW })
    expect(await screen.findByText('Sent back: Tuesday is missing')).toBeInTheDocument()
  })

  it("sends an edited entry with its version, in the business's time zone, and toasts a 409", async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp(
      path,
      sheetApi(sheet({ can: { submit: false, approve: false, edit: true } }), sent, () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This entry was changed by someone else' } },
      })),
    )
    await user.click(await screen.findByRole('button', { name: 'Edit Work 7:00 AM – 3:30 PM' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' })
    const start = within(dialog).getByLabelText('Start')
    expect(start).toHaveValue('07:00')
    await user.clear(start)
    await user.type(start, '06:45')
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }))
    expect(await screen.findByText('This entry was changed by someone else')).toBeInTheDocument()
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
        path: `/api/time-entries/${entry.id}`,
        body: {
          kind: 'work',
          starts_at: Date.UTC(2026, 10, 23, 11, 45),
          ends_at: entry.ends_at,
          note: '',
          version: 7,
        },
      }),
    )
  })
})
