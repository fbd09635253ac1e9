// Recurring jobs through the API (issue #34 sections 1 and 2) on PGlite and PostgreSQL: editing a
// job with its version, a weekly series of 10, this and following, push back with and without the
// following visits, skip, end, after-done, and making visits twice making none twice.
import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'
import { extendAllSeries } from '../../api/projects/series-routes'
import { randomId } from '../../domain/shared/ids'

const DAY = 86_400_000
const ZONE = 'America/Chicago'

type Visit = {
  id: string
  date: number
  title: string
  status: string
  series_id: string | null
  series_occurrence: number | null
  version: number
  notes: string
  duration_minutes: number
}

/** Wall time of an instant in the zone: 'YYYY-MM-DD HH:mm' (day of week too). */
const local = (at: number) => {
  const t = new TZDate(at, ZONE)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())} ${p(t.getHours())}:${p(t.getMinutes())}`
}
const weekday = (at: number) => new TZDate(at, ZONE).getDay()

describe.each(testBackends())('recurring jobs on $name', (backend) => {
  const t = useTestApp(backend)
  const client = () => t.seed.persons[0]!

  const setZone = async () => {
    const res = await t.call({
      method: 'PATCH',
      url: '/api/settings/branding',
      payload: { time_zone: ZONE },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }

  /** Monday 2026-02-23 09:00 Chicago: the series crosses the DST change of March 8. */
  const firstMonday = new TZDate(2026, 1, 23, 9, 0, 0, 0, ZONE).getTime()

  const createSeries = async (repeat: string, extra: Record<string, unknown> = {}) => {
    await setZone()
    const res = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: {
        title: 'Weekly mowing',
        client_person_id: client().id,
        address: '1 Elm St',
        date: firstMonday,
        duration_minutes: 90,
        repeat,
        ...extra,
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as Visit
  }

  const visitsOf = async (seriesId: string): Promise<Visit[]> => {
    const res = await t.call({
      method: 'GET',
      url: `/api/jobs?series_id=${seriesId}&sort=date&limit=200`,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.items
  }

  it('edits a job with its version, and refuses a stale one (section 1)', async () => {
    const job = t.seed.jobs[0]!
    const edited = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { title: 'Renamed', duration_minutes: 150, version: job.version },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body).toMatchObject({ title: 'Renamed', duration_minutes: 150 })
    const stale = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { title: 'Again', version: job.version },
    })
    expect(stale.status).toBe(409)
    const bad = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { duration_minutes: 0 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.duration_minutes).toBe('Duration must be at least 5 minutes')
  })

  it('lists upcoming jobs first, then the past (section 1)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/jobs?sort=upcoming&limit=100&tz=0' })
    expect(res.status).toBe(200)
    const dates = (res.body.items as Visit[]).map((j) => j.date)
    const startOfToday = NOW - (NOW % DAY)
    const firstPast = dates.findIndex((d) => d < startOfToday)
    expect(firstPast).toBeGreaterThan(0)
    const upcoming = dates.slice(0, firstPast)
    const past = dates.slice(firstPast)
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b))
    expect(past.every((d) => d < startOfToday)).toBe(true)
    expect(past).toEqual([...past].sort((a, b) => b - a))
  })

  it('makes a weekly series of 10, each a job of its own at 9:00 local across DST', async () => {
    const first = await createSeries('FREQ=WEEKLY;BYDAY=MO;COUNT=10')
    expect(first.series_id).not.toBeNull()
    const visits = await visitsOf(first.series_id!)
    expect(visits).toHaveLength(10)
    expect(new Set(visits.map((v) => v.id)).size).toBe(10)
    for (const v of visits) {
      expect(local(v.date).slice(11)).toBe('09:00')
      expect(weekday(v.date)).toBe(1)
      expect(v).toMatchObject({ title: 'Weekly mowing', duration_minutes: 90, status: 'Scheduled' })
    }
    // Making visits again (a restart, the daily pass, another server) adds none.
    await extendAllSeries({ store: t.store, clock: () => NOW, newId: randomId })
    await extendAllSeries({ store: t.store, clock: () => NOW + 400 * DAY, newId: randomId })
    expect(await visitsOf(first.series_id!)).toHaveLength(10)
  })

  it('refuses a repeat that is not an RRULE, with a JSON error', async () => {
    await setZone()
    const res = await t.call({
      method: 'POST',
      url: '/api/jobs',
      payload: {
        title: 'x',
        client_person_id: client().id,
        address: '1 Elm',
        date: firstMonday,
        repeat: 'FREQ=HOURLY',
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields.repeat).toBe('Repeat FREQ must be DAILY, WEEKLY or MONTHLY')
  })

  it('changes this and following: the visits before keep theirs', async () => {
    const first = await createSeries('FREQ=WEEKLY;BYDAY=MO;COUNT=10')
    const visits = await visitsOf(first.series_id!)
    const fifth = visits[4]!
    // Move to Tuesday 10:30 and rename, from the fifth visit on.
    const tuesday = new TZDate(
      new TZDate(fifth.date, ZONE).getFullYear(),
      new TZDate(fifth.date, ZONE).getMonth(),
      new TZDate(fifth.date, ZONE).getDate() + 1,
      10,
      30,
      0,
      0,
      ZONE,
    ).getTime()
    const res = await t.call({
      method: 'POST',
      url: `/api/jobs/${fifth.id}/edit-following`,
      payload: { title: 'Tuesday mowing', date: tuesday, version: fifth.version },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const newSeries = res.body.series.id as string
    expect(newSeries).not.toBe(first.series_id)
    const before = await visitsOf(first.series_id!)
    const after = await visitsOf(newSeries)
    expect(before).toHaveLength(4)
    expect(after).toHaveLength(6)
    expect(after.map((v) => v.id)).toEqual(visits.slice(4).map((v) => v.id))
    for (const v of before) expect(v.title).toBe('Weekly mowing')
    for (const v of after) {
      expect(v.title).toBe('Tuesday mowing')
      expect(weekday(v.date)).toBe(2)
      expect(local(v.date).slice(11)).toBe('10:30')
    }
    // A stale version is refused.
    const stale = await t.call({
      method: 'POST',
      url: `/api/jobs/${fifth.id}/edit-following`,
      payload: { title: 'x', version: fifth.version },
    })
    expect(stale.status).toBe(409)
    // The horizon pass makes no duplicates of the moved visits.
    await extendAllSeries({ store: t.store, clock: () => NOW, newId: randomId })
    expect(await visitsOf(newSeries)).toHaveLength(6)
  })

  it('pushes a visit back alone, or with the following ones', async () => {
    const first = await createSeries('FREQ=WEEKLY;BYDAY=MO;COUNT=10')
    const visits = await visitsOf(first.series_id!)
    const third = visits[2]!
    const alone = await t.call({
      method: 'POST',
      url: `/api/jobs/${third.id}/push-back`,
      payload: { days: 2 },
    })
    expect(alone.status, JSON.stringify(alone.body)).toBe(200)
    expect(local(alone.body.job.date)).toBe(local(third.date + 2 * DAY).slice(0, 11) + '09:00')
    let now = await visitsOf(first.series_id!)
    expect(now).toHaveLength(10)
    expect(now[3]!.date).toBe(visits[3]!.date)

    const sixth = visits[5]!
    const withFollowing = await t.call({
      method: 'POST',
      url: `/api/jobs/${sixth.id}/push-back`,
      payload: { days: 3, following: true },
    })
    expect(withFollowing.status, JSON.stringify(withFollowing.body)).toBe(200)
    const moved = await visitsOf(withFollowing.body.series.id)
    now = await visitsOf(first.series_id!)
    expect(now).toHaveLength(5)
    expect(moved).toHaveLength(5)
    expect(moved.map((v) => v.id)).toEqual(visits.slice(5).map((v) => v.id))
    for (const v of moved) {
      expect(weekday(v.date)).toBe(4)
      expect(local(v.date).slice(11)).toBe('09:00')
    }
    const refused = await t.call({
      method: 'POST',
      url: `/api/jobs/${sixth.id}/push-back`,
      payload: { days: 0 },
    })
    expect(refused.status).toBe(400)
  })

  it('skips a visit, never to make it again, and ends the series keeping done visits', async () => {
    const first = await createSeries('FREQ=WEEKLY;BYDAY=MO')
    let visits = await visitsOf(first.series_id!)
    // No end: made up to a year ahead of now (Jan 14, 2026; the series starts Feb 23): 47 Mondays.
    expect(visits).toHaveLength(47)
    const second = visits[1]!
    const skip = await t.call({ method: 'POST', url: `/api/jobs/${second.id}/skip`, payload: {} })
    expect(skip.status, JSON.stringify(skip.body)).toBe(200)
    await extendAllSeries({ store: t.store, clock: () => NOW + 30 * DAY, newId: randomId })
    visits = await visitsOf(first.series_id!)
    expect(visits.some((v) => v.date === second.date)).toBe(false)

    // The first is done; end the series (the clock: NOW, in January, before them all).
    const done = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${first.id}`,
      payload: { status: 'Done' },
    })
    expect(done.status).toBe(200)
    const end = await t.call({ method: 'POST', url: `/api/job-series/${first.series_id}/end` })
    expect(end.status, JSON.stringify(end.body)).toBe(200)
    expect(end.body.series.ended_at).toBe(NOW)
    visits = await visitsOf(first.series_id!)
    expect(visits.map((v) => v.id)).toEqual([first.id])
    // Ended: no visits made by the pass, and commands refused.
    await extendAllSeries({ store: t.store, clock: () => NOW + 60 * DAY, newId: randomId })
    expect(await visitsOf(first.series_id!)).toHaveLength(1)
    const again = await t.call({ method: 'POST', url: `/api/job-series/${first.series_id}/end` })
    expect(again.status).toBe(409)
  })

  it('makes the next visit N days after the last was done (after-done)', async () => {
    const first = await createSeries('FREQ=DAILY;INTERVAL=14;COUNT=3', {
      repeat_kind: 'after-done',
    })
    expect(await visitsOf(first.series_id!)).toHaveLength(1)
    const done = await t.call({
      method: 'PATCH',
      url: `/api/jobs/${first.id}`,
      payload: { status: 'Done' },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const visits = await visitsOf(first.series_id!)
    expect(visits).toHaveLength(2)
    const next = visits.find((v) => v.series_occurrence === 1)!
    expect(local(next.date)).toBe(local(NOW + 14 * DAY).slice(0, 11) + '09:00')
    // Done again (back and forth): still one next visit.
    await t.call({
      method: 'PATCH',
      url: `/api/jobs/${first.id}`,
      payload: { status: 'Scheduled' },
    })
    await t.call({ method: 'PATCH', url: `/api/jobs/${first.id}`, payload: { status: 'Done' } })
    expect(await visitsOf(first.series_id!)).toHaveLength(2)
  })

  it('copies the first visit’s work order, unchecked, into visits made later', async () => {
    const first = await createSeries('FREQ=WEEKLY;BYDAY=MO')
    const order = await t.call({
      method: 'POST',
      url: '/api/work-orders',
      payload: {
        job_id: first.id,
        materials: ['Mulch'],
        checklist: [{ label: 'Edge beds', done: true }],
      },
    })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    await extendAllSeries({ store: t.store, clock: () => NOW + 60 * DAY, newId: randomId })
    const visits = await visitsOf(first.series_id!)
    const last = visits.at(-1)!
    const orders = await t.call({ method: 'GET', url: `/api/work-orders?job_id=${last.id}` })
    expect(orders.body.items).toHaveLength(1)
    expect(orders.body.items[0]).toMatchObject({
      materials: ['Mulch'],
      checklist: [{ label: 'Edge beds', done: false }],
    })
  })

  it('two passes at once make each visit once', async () => {
    const first = await createSeries('FREQ=DAILY')
    const pass = (days: number) =>
      extendAllSeries({ store: t.store, clock: () => NOW + days * DAY, newId: randomId })
    await Promise.all([pass(30), pass(30), pass(31)])
    const visits = await visitsOf(first.series_id!)
    expect(new Set(visits.map((v) => v.series_occurrence)).size).toBe(visits.length)
  })

  it('refuses a series command from a role that does not write jobs', async () => {
    const first = await createSeries('FREQ=WEEKLY;COUNT=3')
    const estimator = await t.signInAs('Estimator')
    const res = await t.call({
      method: 'POST',
      url: `/api/jobs/${first.id}/skip`,
      payload: {},
      cookies: estimator,
    })
    expect(res.status).toBe(403)
  })
})
