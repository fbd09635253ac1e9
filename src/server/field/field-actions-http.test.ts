// Issue #32 section 2 over HTTP, on PGlite and on PostgreSQL: Start, Pause with a reason, Resume and
// Finish move the job and its timer (Finish with open checklist items answers 409 until "finish
// anyway"), each is kept with who and when and is on the job's History; a Crew user acts on their
// crews' jobs only; On my way e-mails the client when the business turned it on, and texts them
// through a stand-in SMS API unless they are marked "no texts".
import { describe, expect, it } from 'vitest'
import { crewWorkIn } from '../testing/crew-work'
import { TEST_SMS_FROM, useStandInSmsOptions } from '../testing/stand-in-sms'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { startTextOutboxWorker } from '../testing/text-outbox-worker'
import { testBackends } from '../testing/test-databases'

const outboxOf = (t: TestApp) =>
  t.store.read(async (tx) => (await tx.outbox?.list({ limit: 100 }))?.items ?? [])

/** A client with an e-mail and a phone, a job of theirs on `crewId`, and an open checklist of two. */
async function jobWithChecklist(t: TestApp, crewId: string | null, open = 2) {
  const client = await t.call({
    method: 'POST',
    url: '/api/persons',
    payload: { name: 'Dana Field', email: 'dana@example.com', phone: '+15551230000' },
  })
  expect(client.status, JSON.stringify(client.body)).toBe(201)
  const job = await t.call({
    method: 'POST',
    url: '/api/jobs',
    payload: {
      title: 'Spring clean-up',
      client_person_id: client.body.id,
      address: '12 Oak Lane',
      date: NOW,
      assigned_crew_id: crewId,
    },
  })
  expect(job.status, JSON.stringify(job.body)).toBe(201)
  const checklist = [
    ...Array.from({ length: open }, (_, i) => ({ label: `Open ${i + 1}`, done: false })),
    { label: 'Done already', done: true },
  ]
  const order = await t.call({
    method: 'POST',
    url: '/api/work-orders',
    payload: { job_id: job.body.id, checklist },
  })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  return { jobId: job.body.id as string, clientId: client.body.id as string }
}

describe.each(testBackends())('job actions in the field on $name', (backend) => {
  const { options, stand } = useStandInSmsOptions()
  const t = useTestApp(backend, options)

  const post = (jobId: string, action: string, payload?: object, cookies?: object) =>
    t.call({
      method: 'POST',
      url: `/api/jobs/${jobId}/${action}`,
      ...(payload ? { payload } : {}),
      ...(cookies ? { cookies: cookies as Record<string, string> } : {}),
    })

  it('starts, pauses with a reason, resumes and finishes a job, keeping who and when', async () => {
    const { jobId } = await jobWithChecklist(t, null)
    const started = await post(jobId, 'start')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body.job.status).toBe('In-Progress')
    expect(started.body.state).toMatchObject({ timer: 'running', since: NOW })

    const noReason = await post(jobId, 'pause', { reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.error.fields.reason).toBe('Say why the job is paused')
    const tooLong = await post(jobId, 'pause', { reason: 'x'.repeat(201) })
    expect(tooLong.status).toBe(400)

    const paused = await post(jobId, 'pause', { reason: 'Rain' })
    expect(paused.status).toBe(200)
    expect(paused.body.job.status).toBe('In-Progress')
    expect(paused.body.state).toMatchObject({ timer: 'paused', paused_reason: 'Rain' })
    const again = await post(jobId, 'pause', { reason: 'Still rain' })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('The job is paused already')

    expect((await post(jobId, 'resume')).body.state.timer).toBe('running')
    const refused = await post(jobId, 'finish', { note: 'All raked' })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      code: 'OPEN_CHECKLIST',
      message: '2 checklist items are still open',
    })
    const job = await t.call({ method: 'GET', url: `/api/jobs/${jobId}` })
    expect(job.body.status).toBe('In-Progress')

    const finished = await post(jobId, 'finish', { note: 'All raked', finish_anyway: true })
    expect(finished.status, JSON.stringify(finished.body)).toBe(200)
    expect(finished.body.job.status).toBe('Done')

    const state = await t.call({ method: 'GET', url: `/api/jobs/${jobId}/field-state` })
    expect(state.status).toBe(200)
    expect(state.body.timer).toBe('done')
    const owner = t.seed.users.find((u) => u.role === 'Owner')
    expect(state.body.activity.map((a: { kind: string }) => a.kind)).toEqual([
      'start',
      'pause',
      'resume',
      'finish',
    ])
    for (const row of state.body.activity)
      expect(row).toMatchObject({ at: NOW, user_id: owner?.id })
    expect(state.body.activity[1].reason).toBe('Rain')
    expect(state.body.activity[3].note).toBe('All raked')

    const history = await t.call({ method: 'GET', url: `/api/jobs/${jobId}/history?limit=50` })
    const texts = history.body.items.map((e: { text: string }) => e.text)
    for (const line of ['Job started', 'Job paused: Rain', 'Job resumed', 'Job finished']) {
      expect(texts).toContain(line)
    }
  })

  it('refuses actions that do not fit the job with a clear 409', async () => {
    const { jobId } = await jobWithChecklist(t, null, 0)
    expect((await post(jobId, 'finish')).body.error.message).toBe(
      'Start the job before finishing it',
    )
    expect((await post(jobId, 'pause', { reason: 'Lunch' })).body.error.message).toBe(
      'The job has not started',
    )
    expect((await post(jobId, 'resume')).status).toBe(409)
    expect((await post(jobId, 'start')).status).toBe(200)
    const twice = await post(jobId, 'start')
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe('This job has started already')
    // No open items: Finish needs no "finish anyway".
    expect((await post(jobId, 'finish')).status).toBe(200)
    const done = await post(jobId, 'on-my-way')
    expect(done.status).toBe(409)
    expect(done.body.error.message).toBe('This job is done already')
    expect((await post(jobId, 'finish', { photos: ['not-an-id'] })).status).toBe(400)
  })

  it("lets a Crew user act on their crews' jobs only, and an Estimator on none", async () => {
    const { employeeId, own, other } = crewWorkIn(t.seed)
    const crew = await t.signInAs('Crew', employeeId)
    const theirs = own.find((j) => j.status === 'Scheduled')
    expect(theirs).toBeDefined()
    const started = await post(theirs!.id, 'start', undefined, crew)
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const state = await t.call({
      method: 'GET',
      url: `/api/jobs/${theirs!.id}/field-state`,
      cookies: crew,
    })
    expect(state.body.activity[0]).toMatchObject({ kind: 'start', employee_id: employeeId })

    const refused = await post(other.id, 'start', undefined, crew)
    expect(refused.status).toBe(404)
    const read = await t.call({
      method: 'GET',
      url: `/api/jobs/${other.id}/field-state`,
      cookies: crew,
    })
    expect(read.status).toBe(404)
    const untouched = await t.call({ method: 'GET', url: `/api/jobs/${other.id}` })
    expect(untouched.body.status).toBe(other.status)

    const estimator = await t.signInAs('Estimator')
    expect((await post(theirs!.id, 'pause', { reason: 'x' }, estimator)).status).toBe(403)
  })

  it('On my way tells the client only when turned on, and texts only a client who takes texts', async () => {
    const crew = t.seed.crews[0]!
    const { jobId, clientId } = await jobWithChecklist(t, crew.id)
    const textsBefore = stand().texts.length
    const off = await post(jobId, 'on-my-way')
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect(off.body).toMatchObject({ email: 'off', text: 'off' })
    expect((await outboxOf(t)).filter((m) => m.kind === 'on-my-way')).toHaveLength(0)
    expect(stand().texts).toHaveLength(textsBefore)

    const settings = await t.call({ method: 'GET', url: '/api/settings/follow-ups' })
    expect(settings.body.on_my_way_enabled).toBe(false)
    const turnedOn = await t.call({
      method: 'PUT',
      url: '/api/settings/follow-ups',
      payload: { ...settings.body, on_my_way_enabled: true },
    })
    expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200)

    const on = await post(jobId, 'on-my-way')
    expect(on.body).toMatchObject({ email: 'queued', text: 'queued' })
    // The text waits in the outbox until its worker sends it.
    expect(stand().texts).toHaveLength(textsBefore)
    const worker = startTextOutboxWorker(t.store, options.sms!, () => NOW)
    await worker.drain()
    await worker.stop()
    const mails = (await outboxOf(t)).filter((m) => m.kind === 'on-my-way' && m.channel === 'email')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'dana@example.com' })
    expect(mails[0]?.subject).toMatch(new RegExp(`^${crew.name} from .+ is on the way$`))
    expect(stand().texts.slice(textsBefore)).toEqual([
      {
        to: '+15551230000',
        from: TEST_SMS_FROM,
        body: expect.stringMatching(
          new RegExp(`^${crew.name} from .+ is on the way to 12 Oak Lane`),
        ),
      },
    ])

    const marked = await t.call({
      method: 'PUT',
      url: `/api/persons/${clientId}/mail-settings`,
      payload: { no_automatic_reminders: false, no_texts: true },
    })
    expect(marked.body).toEqual({ no_automatic_reminders: false, no_texts: true })
    const noText = await post(jobId, 'on-my-way')
    expect(noText.body).toMatchObject({ email: 'queued', text: 'opted_out' })
    expect(stand().texts).toHaveLength(textsBefore + 1)
    const onMyWay = (await outboxOf(t)).filter((m) => m.kind === 'on-my-way')
    expect(onMyWay.filter((m) => m.channel === 'email')).toHaveLength(2)
    expect(onMyWay.filter((m) => m.channel === 'sms')).toHaveLength(1)
  })
})
