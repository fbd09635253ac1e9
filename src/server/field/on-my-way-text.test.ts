// On my way's text through the outbox (issue #32 section 2), on PGlite and on PostgreSQL: queued in
// the action's transaction, sent once by the outbox worker to a stand-in SMS API (two workers
// draining at once still send it once), tried again after a passing failure, failed for good after
// a refusal that would repeat, and never queued for a client marked "no texts".
import { afterEach, describe, expect, it } from 'vitest'
import type { OutboxSummary } from '../../domain/mail/outbox-message'
import { useStandInSmsOptions } from '../testing/stand-in-sms'
import { NOW, useTestApp, type TestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { startTextOutboxWorker } from '../testing/text-outbox-worker'

const textsOf = async (t: TestApp, jobId: string): Promise<OutboxSummary[]> =>
  t.store.read(async (tx) =>
    ((await tx.outbox?.list({ limit: 200 }))?.items ?? []).filter(
      (m) => m.channel === 'sms' && m.about?.id === jobId,
    ),
  )

/** A scheduled job of a client who takes texts (unless `noTexts`), On my way turned on. */
async function clientJob(t: TestApp, phone: string, noTexts = false): Promise<string> {
  const client = await t.call({
    method: 'POST',
    url: '/api/persons',
    payload: { name: 'Robin Text', email: 'robin@example.com', phone },
  })
  expect(client.status, JSON.stringify(client.body)).toBe(201)
  if (noTexts) {
    const marked = await t.call({
      method: 'PUT',
      url: `/api/persons/${client.body.id}/mail-settings`,
      payload: { no_automatic_reminders: false, no_texts: true },
    })
    expect(marked.status).toBe(200)
  }
  const job = await t.call({
    method: 'POST',
    url: '/api/jobs',
    payload: {
      title: 'Hedge trim',
      client_person_id: client.body.id,
      address: '4 Elm Road',
      date: NOW,
      assigned_crew_id: t.seed.crews[0]!.id,
    },
  })
  expect(job.status, JSON.stringify(job.body)).toBe(201)
  const settings = await t.call({ method: 'GET', url: '/api/settings/follow-ups' })
  if (!settings.body.on_my_way_enabled) {
    const on = await t.call({
      method: 'PUT',
      url: '/api/settings/follow-ups',
      payload: { ...settings.body, on_my_way_enabled: true },
    })
    expect(on.status).toBe(200)
  }
  return job.body.id as string
}

describe.each(testBackends())("On my way's text through the outbox on $name", (backend) => {
  const { options, stand } = useStandInSmsOptions()
  let now = NOW
  afterEach(() => {
    now = NOW
    stand().failNext = 0
    stand().failStatus = 503
  })
  const t = useTestApp(backend, options)
  const worker = () => startTextOutboxWorker(t.store, options.sms!, () => now)
  const onMyWay = (jobId: string) => t.call({ method: 'POST', url: `/api/jobs/${jobId}/on-my-way` })

  it('queues the text with the action and sends it exactly once, even with two workers', async () => {
    const jobId = await clientJob(t, '+15557770001')
    const before = stand().texts.length
    const answer = await onMyWay(jobId)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.text).toBe('queued')
    const [queued] = await textsOf(t, jobId)
    expect(queued).toMatchObject({ kind: 'on-my-way', to: '+15557770001', status: 'queued' })
    expect(stand().texts).toHaveLength(before)

    const [a, b] = [worker(), worker()]
    await Promise.all([a.drain(), b.drain()])
    expect(await a.drain()).toBe(0)
    await Promise.all([a.stop(), b.stop()])
    const sent = stand()
      .texts.slice(before)
      .filter((x) => x.to === '+15557770001')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatch(/ is on the way to 4 Elm Road\.$/)
    const [recorded] = await textsOf(t, jobId)
    expect(recorded).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(recorded?.provider_message_id).toMatch(/^SM/)
  })

  it('tries a text again after a passing failure, and fails one the provider refuses for good', async () => {
    const jobId = await clientJob(t, '+15557770002')
    const before = stand().texts.length
    expect((await onMyWay(jobId)).body.text).toBe('queued')
    stand().failNext = 1
    const w = worker()
    // The text and On my way's e-mail.
    expect(await w.drain()).toBe(2)
    const [waiting] = await textsOf(t, jobId)
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: NOW + 60_000 })
    expect(waiting?.last_error).toMatch(/HTTP 503/)
    expect(await w.drain()).toBe(0)
    now = NOW + 61_000
    expect(await w.drain()).toBe(1)
    expect(
      stand()
        .texts.slice(before)
        .filter((x) => x.to === '+15557770002'),
    ).toHaveLength(1)
    expect((await textsOf(t, jobId))[0]).toMatchObject({ status: 'sent', attempts: 2 })

    const refusedJob = await clientJob(t, '+15557770003')
    expect((await onMyWay(refusedJob)).body.text).toBe('queued')
    stand().failNext = 1
    stand().failStatus = 400
    expect(await w.drain()).toBe(2)
    const [failed] = await textsOf(t, refusedJob)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null })
    expect(failed?.last_error).toMatch(/HTTP 400/)
    // The office puts it back in the queue (Settings > Outbox): it goes out once more.
    const resent = await t.call({ method: 'POST', url: `/api/outbox/${failed?.id}/resend` })
    expect(resent.status, JSON.stringify(resent.body)).toBe(200)
    expect(resent.body.status).toBe('queued')
    expect(await w.drain()).toBe(1)
    expect(stand().texts.filter((x) => x.to === '+15557770003')).toHaveLength(1)
    await w.stop()
  })

  it('queues no text for a client marked "no texts"', async () => {
    const jobId = await clientJob(t, '+15557770004', true)
    const before = stand().texts.length
    const answer = await onMyWay(jobId)
    expect(answer.body).toMatchObject({ email: 'queued', text: 'opted_out' })
    expect(await textsOf(t, jobId)).toEqual([])
    const w = worker()
    await w.drain()
    await w.stop()
    expect(
      stand()
        .texts.slice(before)
        .filter((x) => x.to === '+15557770004'),
    ).toEqual([])
  })
})
