// The contract of employee shifts (the Schedule tab, issue #18), run against both transports like
// api-contract.ts: CRUD, the no-overlap rule, the week's hours and earnings in the employee summary,
// and what deleting the employee or the job does to shifts.
import { describe, expect, it } from 'vitest'
import { generateSeed } from '../domain/seed/seed'
import type { Shift } from '../domain/team/shift'
import type { ApiRequest, ApiResponse, Transport } from '../web/data/api-request'
import { CONTRACT_NOW, type MakeContractTransport } from './api-contract'
import { expectError } from './api/contract-helpers'
import { useSeededTransport } from './seeded-transport'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const UNKNOWN_ID = 'deadbeef-0000-4000-8000-000000000000'
const seed = generateSeed(CONTRACT_NOW)
/** Sunday 22 November 2026, 00:00 UTC: the start of CONTRACT_NOW's week (Monday 23rd) in UTC. */
const SUNDAY = Date.UTC(2026, 10, 22)
/** Tuesday 24 November 2026, 8:00 UTC. */
const TUESDAY_8 = SUNDAY + 2 * DAY + 8 * HOUR

type Page = { items: Shift[]; total: number }

function requests(getTransport: () => Transport) {
  const send = (req: ApiRequest): Promise<ApiResponse> => getTransport()(req)
  const ok = async <T>(req: ApiRequest, status: number): Promise<T> => {
    const res = await send(req)
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    return res.body as T
  }
  return {
    send,
    get: <T>(path: string, query?: ApiRequest['query']) =>
      ok<T>({ method: 'GET', path, query }, 200),
    create: (body: Record<string, unknown>) =>
      ok<Shift>({ method: 'POST', path: '/api/shifts', body }, 201),
    refused: async (req: ApiRequest, status: number, code: string) =>
      expectError(await send(req), status, code),
  }
}

export function defineShiftsContract(name: string, makeTransport: MakeContractTransport): void {
  describe(`shifts contract: ${name}`, () => {
    const api = requests(useSeededTransport(makeTransport))
    const [employee, colleague] = seed.employees
    const job = seed.jobs[0]
    if (!employee || !colleague || !job) throw new Error('seed too small')
    const shiftAt = (start: number, hours: number, extra: Record<string, unknown> = {}) => ({
      employee_id: employee.id,
      starts_at: start,
      ends_at: start + hours * HOUR,
      ...extra,
    })

    it('starts with no shifts', async () => {
      expect((await api.get<Page>('/api/shifts')).total).toBe(0)
    })

    it('creates, lists, changes and deletes a shift', async () => {
      const created = await api.create(
        shiftAt(TUESDAY_8, 4, { job_id: job.id, note: ' Bring the mower ' }),
      )
      expect(created).toEqual({
        id: expect.any(String),
        employee_id: employee.id,
        starts_at: TUESDAY_8,
        ends_at: TUESDAY_8 + 4 * HOUR,
        job_id: job.id,
        note: 'Bring the mower',
        created_at: CONTRACT_NOW,
        version: 1,
      })
      expect(await api.get(`/api/shifts/${created.id}`)).toEqual(created)

      // A past shift (last Friday) and a colleague's shift, to see the filters at work.
      const past = await api.create(shiftAt(SUNDAY - 2 * DAY + 8 * HOUR, 8))
      const later = await api.create(shiftAt(TUESDAY_8 + DAY, 2))
      await api.create({ ...shiftAt(TUESDAY_8, 4), employee_id: colleague.id })

      const mine = await api.get<Page>('/api/shifts', { employee_id: employee.id })
      expect(mine.items.map((s) => s.id)).toEqual([past.id, created.id, later.id])
      const upcoming = await api.get<Page>('/api/shifts', {
        employee_id: employee.id,
        filter: 'upcoming',
      })
      expect(upcoming.items.map((s) => s.id)).toEqual([created.id, later.id])
      const latest = await api.get<Page>('/api/shifts', {
        employee_id: employee.id,
        sort: 'latest',
      })
      expect(latest.items.map((s) => s.id)).toEqual([later.id, created.id, past.id])

      const patched = await api.send({
        method: 'PATCH',
        path: `/api/shifts/${created.id}`,
        body: { ends_at: TUESDAY_8 + 5 * HOUR, job_id: null, note: '', version: 1 },
      })
      expect(patched.status, JSON.stringify(patched.body)).toBe(200)
      expect(patched.body).toEqual({
        ...created,
        ends_at: TUESDAY_8 + 5 * HOUR,
        job_id: null,
        note: '',
        version: 2,
      })
      await api.refused(
        { method: 'PATCH', path: `/api/shifts/${created.id}`, body: { note: 'x', version: 1 } },
        409,
        'CONFLICT',
      )

      const deleted = await api.send({ method: 'DELETE', path: `/api/shifts/${created.id}` })
      expect(deleted.status).toBe(204)
      expect(
        await api.refused({ method: 'GET', path: `/api/shifts/${created.id}` }, 404, 'NOT_FOUND'),
      ).toEqual({ code: 'NOT_FOUND', message: 'Shift not found' })
    })

    it('refuses bad times and missing references with field messages', async () => {
      const post = (body: unknown): ApiRequest => ({ method: 'POST', path: '/api/shifts', body })
      const backwards = await api.refused(post(shiftAt(TUESDAY_8, -1)), 400, 'VALIDATION')
      expect(backwards.fields).toEqual({ ends_at: 'End time must be after the start time' })
      const empty = await api.refused(post(shiftAt(TUESDAY_8, 0)), 400, 'VALIDATION')
      expect(empty.fields).toEqual({ ends_at: 'End time must be after the start time' })
      const long = await api.refused(post(shiftAt(TUESDAY_8, 25)), 400, 'VALIDATION')
      expect(long.fields).toEqual({ ends_at: 'A shift can be at most 24 hours long' })
      const noEmployee = await api.refused(
        post({ ...shiftAt(TUESDAY_8, 4), employee_id: UNKNOWN_ID }),
        400,
        'VALIDATION',
      )
      expect(noEmployee.fields).toEqual({ employee_id: 'Employee not found for employee_id' })
      const noJob = await api.refused(
        post(shiftAt(TUESDAY_8, 4, { job_id: UNKNOWN_ID })),
        400,
        'VALIDATION',
      )
      expect(noJob.fields).toEqual({ job_id: 'Job not found for job_id' })
      const badTz = await api.refused(
        { ...post(shiftAt(TUESDAY_8, 4)), query: { tz: 'east' } },
        400,
        'VALIDATION',
      )
      expect(badTz.fields).toEqual({ tz: 'tz must be a number of minutes' })

      const shift = await api.create(shiftAt(TUESDAY_8, 4))
      const patch = await api.refused(
        {
          method: 'PATCH',
          path: `/api/shifts/${shift.id}`,
          body: { starts_at: TUESDAY_8 + 5 * HOUR },
        },
        400,
        'VALIDATION',
      )
      expect(patch.fields).toEqual({ ends_at: 'End time must be after the start time' })
      expect(await api.get(`/api/shifts/${shift.id}`)).toEqual(shift)
    })

    it("refuses a shift that overlaps another of the employee's, naming it in the user's time", async () => {
      const first = await api.create(shiftAt(TUESDAY_8, 4))
      const overlapping: ApiRequest = {
        method: 'POST',
        path: '/api/shifts',
        query: { tz: -300 },
        body: shiftAt(TUESDAY_8 + 3 * HOUR, 2),
      }
      const message =
        'This shift overlaps another shift of this employee (Nov 24, 2026, 3:00 AM - 7:00 AM)'
      expect(await api.refused(overlapping, 409, 'INVALID_STATE')).toEqual({
        code: 'INVALID_STATE',
        message,
        fields: { starts_at: message },
      })
      // Without tz the time is UTC.
      const utc = await api.refused(
        { method: 'POST', path: '/api/shifts', body: shiftAt(TUESDAY_8 - HOUR, 10) },
        409,
        'INVALID_STATE',
      )
      expect(utc.message).toBe(
        'This shift overlaps another shift of this employee (Nov 24, 2026, 8:00 AM - 12:00 PM)',
      )
      // Touching is fine, and so is a colleague at the same time.
      const after = await api.create(shiftAt(TUESDAY_8 + 4 * HOUR, 2))
      await api.create(shiftAt(TUESDAY_8 - 2 * HOUR, 2))
      await api.create({ ...shiftAt(TUESDAY_8, 4), employee_id: colleague.id })

      // An edit into the first shift is refused and changes nothing; an edit of a shift onto its
      // own time is not an overlap.
      const edit = await api.refused(
        {
          method: 'PATCH',
          path: `/api/shifts/${after.id}`,
          body: { starts_at: TUESDAY_8 + 2 * HOUR, version: 1 },
        },
        409,
        'INVALID_STATE',
      )
      expect(edit.message).toBe(
        'This shift overlaps another shift of this employee (Nov 24, 2026, 8:00 AM - 12:00 PM)',
      )
      expect(await api.get(`/api/shifts/${after.id}`)).toEqual(after)
      const moved = await api.send({
        method: 'PATCH',
        path: `/api/shifts/${first.id}`,
        body: { starts_at: TUESDAY_8 + HOUR, version: 1 },
      })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      const mine = await api.get<Page>('/api/shifts', { employee_id: employee.id })
      expect(mine.total).toBe(3)
    })

    it("counts this week's shift hours and earnings in the employee summary", async () => {
      const summary = (tz?: number) =>
        api.get<{ week: { hours: number; earnings: number } }>(
          `/api/employees/${employee.id}/summary`,
          tz === undefined ? {} : { tz },
        )
      expect((await summary()).week).toEqual({ hours: 0, earnings: 0 })
      await api.create(shiftAt(TUESDAY_8, 4))
      // Saturday 22:00 to Sunday 02:00 UTC: two hours in this week, two in the next.
      await api.create(shiftAt(SUNDAY + 7 * DAY - 2 * HOUR, 4))
      // Last week's Friday: not counted.
      await api.create(shiftAt(SUNDAY - 2 * DAY + 8 * HOUR, 8))
      const rate = employee.hourly_rate
      expect((await summary()).week).toEqual({
        hours: 6,
        earnings: Math.round(6 * rate * 100) / 100,
      })
      // In New York (UTC-5) the week ends Sunday 05:00 UTC: the whole Saturday night shift counts.
      expect((await summary(-300)).week).toEqual({
        hours: 8,
        earnings: Math.round(8 * rate * 100) / 100,
      })
      await api.refused(
        { method: 'GET', path: `/api/employees/${employee.id}/summary`, query: { tz: 9999 } },
        400,
        'VALIDATION',
      )
    })

    it("deletes an employee's shifts with the employee, and unlinks a deleted job", async () => {
      const linked = await api.create(shiftAt(TUESDAY_8, 4, { job_id: job.id }))
      const colleagues = await api.create({
        ...shiftAt(TUESDAY_8, 4, { job_id: job.id }),
        employee_id: colleague.id,
      })

      expect((await api.send({ method: 'DELETE', path: `/api/jobs/${job.id}` })).status).toBe(204)
      expect(await api.get(`/api/shifts/${linked.id}`)).toEqual({
        ...linked,
        job_id: null,
        version: 2,
      })

      const res = await api.send({ method: 'DELETE', path: `/api/employees/${employee.id}` })
      expect(res.status, JSON.stringify(res.body)).toBe(204)
      await api.refused({ method: 'GET', path: `/api/shifts/${linked.id}` }, 404, 'NOT_FOUND')
      const left = await api.get<Page>('/api/shifts')
      expect(left.items.map((s) => s.id)).toEqual([colleagues.id])
    })
  })
}
