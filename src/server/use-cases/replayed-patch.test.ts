// Issue #33 on PGlite and PostgreSQL: a generic edit the phone's outbox replays with its
// Idempotency-Key (a job's notes saved offline, its answer lost) is applied once and answered the
// same again, not refused as a stale edit of itself; a stale edit with a new key is the conflict,
// with the record as it is now.
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('replayed edits on $name', (backend) => {
  const t = useTestApp(backend)
  const patch = (id: string, key: string | null, payload: object) =>
    t.call({
      method: 'PATCH',
      url: `/api/jobs/${id}`,
      ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
      payload,
    })

  it('a replayed edit answers its first answer and changes the version once', async () => {
    const job = (await t.call({ method: 'GET', url: `/api/jobs/${t.seed.jobs[0]!.id}` })).body
    const body = { notes: 'Gate was locked: called the client', version: job.version }
    const first = await patch(job.id, 'notes-1', body)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.version).toBe(job.version + 1)
    const replay = await patch(job.id, 'notes-1', body)
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(first.body)
    const now = (await t.call({ method: 'GET', url: `/api/jobs/${job.id}` })).body
    expect(now.version).toBe(job.version + 1)
    expect(now.notes).toBe(body.notes)
  })

  it('a stale edit under a new key is refused with the record as it is now', async () => {
    const job = (await t.call({ method: 'GET', url: `/api/jobs/${t.seed.jobs[1]!.id}` })).body
    expect((await patch(job.id, null, { notes: 'Office', version: job.version })).status).toBe(200)
    const stale = await patch(job.id, 'notes-2', { notes: 'Phone', version: job.version })
    expect(stale.status).toBe(409)
    expect(stale.body.error.details.current.notes).toBe('Office')
    // Refused edits keep no answer: the same key is refused again, nothing stored.
    expect((await patch(job.id, 'notes-2', { notes: 'Phone', version: job.version })).status).toBe(
      409,
    )
  })
})
