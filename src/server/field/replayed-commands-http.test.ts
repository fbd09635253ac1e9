// Issue #33 over HTTP, on PGlite and on PostgreSQL: the phone's outbox replays a field or clock
// command with the Idempotency-Key it made for it; the replay gets the first answer and changes
// nothing (one e-mail, one activity row, one open clock, one checklist tick); the key with another
// body, or from another user, is refused.
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_REUSED_MESSAGE } from '../../api/shared/idempotency'
import { crewWorkIn } from '../testing/crew-work'
import { useStandInSmsOptions } from '../testing/stand-in-sms'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const outboxOf = (t: TestApp) =>
  t.store.read(async (tx) => (await tx.outbox?.list({ limit: 100 }))?.items ?? [])
const activityOf = (t: TestApp, jobId: string) =>
  t.store.read(async (tx) => (await tx.jobActivity?.listOf(jobId)) ?? [])

async function clientJob(t: TestApp): Promise<string> {
  const client = await t.call({
    method: 'POST',
    url: '/api/persons',
    payload: { name: 'Dana Field', email: 'dana@example.com', phone: '+15551230000' },
  })
  const job = await t.call({
    method: 'POST',
    url: '/api/jobs',
    payload: { title: 'Mulch', client_person_id: client.body.id, address: '12 Oak', date: NOW },
  })
  expect(job.status, JSON.stringify(job.body)).toBe(201)
  return job.body.id as string
}

describe.each(testBackends())('replayed field commands on $name', (backend) => {
  const { options } = useStandInSmsOptions()
  const t = useTestApp(backend, options)
  const post = (url: string, key: string, payload?: object, cookies?: Record<string, string>) =>
    t.call({
      method: 'POST',
      url,
      headers: { 'idempotency-key': key },
      ...(payload ? { payload } : {}),
      ...(cookies ? { cookies } : {}),
    })

  it('On my way replayed answers the first answer and sends one e-mail', async () => {
    const settings = await t.call({ method: 'GET', url: '/api/settings/follow-ups' })
    await t.call({
      method: 'PUT',
      url: '/api/settings/follow-ups',
      payload: { ...settings.body, on_my_way_enabled: true },
    })
    const jobId = await clientJob(t)
    const first = await post(`/api/jobs/${jobId}/on-my-way`, 'omw-1')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ email: 'queued', text: 'queued' })
    const replay = await post(`/api/jobs/${jobId}/on-my-way`, 'omw-1')
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(first.body)
    const mails = (await outboxOf(t)).filter((m) => m.kind === 'on-my-way')
    expect(mails.map((m) => m.channel).sort()).toEqual(['email', 'sms'].sort())
    expect(await activityOf(t, jobId)).toHaveLength(1)
  })

  it('Start replayed records one activity row; the key for another action is refused', async () => {
    const jobId = await clientJob(t)
    const first = await post(`/api/jobs/${jobId}/start`, 'start-1', {})
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const replay = await post(`/api/jobs/${jobId}/start`, 'start-1', {})
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(first.body)
    expect(await activityOf(t, jobId)).toHaveLength(1)

    const otherBody = await post(`/api/jobs/${jobId}/start`, 'start-1', {
      location: { lat: 1, lng: 2, accuracy: 5 },
    })
    expect(otherBody.status).toBe(409)
    expect(otherBody.body.error.message).toBe(IDEMPOTENCY_REUSED_MESSAGE)
    const otherAction = await post(`/api/jobs/${jobId}/pause`, 'start-1', { reason: 'Rain' })
    expect(otherAction.status).toBe(409)
    expect(await activityOf(t, jobId)).toHaveLength(1)

    // Without a key a second Start is refused as before: the timer runs already.
    expect((await t.call({ method: 'POST', url: `/api/jobs/${jobId}/start` })).status).toBe(409)
  })

  it('clock-in replayed opens one entry; another user with the key is refused', async () => {
    const employeeId = t.seed.employees[1]!.id
    const member = await t.signInAs('Crew', employeeId)
    const first = await post('/api/time/clock-in', 'clock-1', undefined, member)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.changed).toHaveLength(1)
    const replay = await post('/api/time/clock-in', 'clock-1', undefined, member)
    expect(replay.body).toEqual(first.body)
    const entries = await t.call({
      method: 'GET',
      url: `/api/time-entries?employee_id=${employeeId}&from=${NOW - 86_400_000}&to=${NOW + 86_400_000}`,
    })
    expect(entries.body.items).toHaveLength(1)

    const lead = await t.signInAs('Crew', t.seed.employees[0]!.id)
    const stranger = await post('/api/time/clock-in', 'clock-1', undefined, lead)
    expect(stranger.status).toBe(409)
  })

  it('a checklist tick is one command on the stored list: a replay changes nothing', async () => {
    const { employeeId, own } = crewWorkIn(t.seed)
    const order = await t.call({
      method: 'POST',
      url: '/api/work-orders',
      payload: {
        job_id: own[0]!.id,
        checklist: [
          { label: 'Edge beds', done: false },
          { label: 'Blow paths', done: false },
        ],
      },
    })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    const url = `/api/work-orders/${order.body.id}`
    const crew = await t.signInAs('Crew', employeeId)
    const tick = { kind: 'check', index: 1, done: true, label: 'Blow paths' }
    const ticked = await post(`${url}/edit`, 'tick-1', tick, crew)
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200)
    // The office adds an item meanwhile; the phone replays its tick.
    const office = await post(`${url}/edit`, 'office-1', { kind: 'add-item', label: 'Mow' })
    expect(office.body.checklist).toHaveLength(3)
    const replay = await post(`${url}/edit`, 'tick-1', tick, crew)
    expect(replay.body).toEqual(ticked.body)
    const now = await t.call({ method: 'GET', url })
    expect(now.body.checklist).toEqual([
      { label: 'Edge beds', done: false },
      { label: 'Blow paths', done: true },
      { label: 'Mow', done: false },
    ])
    expect(now.body.version).toBe(order.body.version + 2)

    const moved = await post(
      `${url}/edit`,
      'tick-2',
      { kind: 'check', index: 0, done: true, label: 'Mow' },
      crew,
    )
    expect(moved.status).toBe(409)
    expect(moved.body.error.message).toBe(
      'That checklist item is no longer on this work order: reload and try again',
    )
    const notTheirs = crewWorkIn(t.seed).other
    const otherOrder = await t.call({
      method: 'POST',
      url: '/api/work-orders',
      payload: { job_id: notTheirs.id, checklist: [{ label: 'Rake', done: false }] },
    })
    const refused = await post(
      `/api/work-orders/${otherOrder.body.id}/edit`,
      'tick-3',
      { kind: 'check', index: 0, done: true },
      crew,
    )
    expect(refused.status).toBe(404)
  })
})
