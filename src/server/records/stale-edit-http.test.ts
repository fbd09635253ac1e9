// Issue #33 over HTTP, on PGlite and on PostgreSQL: a stale edit (an old `version`) is refused with
// the message it always had and the record as it is now, as the caller's GET answers it, so a phone
// replaying an edit made offline can show both versions; nothing is changed.
import { describe, expect, it } from 'vitest'
import { STALE_EDIT_MESSAGE } from '../../domain/shared/resource'
import { crewWorkIn } from '../testing/crew-work'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('a stale edit on $name', (backend) => {
  const t = useTestApp(backend)

  it('answers 409 with the record as it is now, and changes nothing', async () => {
    const person = t.seed.persons[0]!
    const url = `/api/persons/${person.id}`
    const before = await t.call({ method: 'GET', url })
    const office = await t.call({
      method: 'PATCH',
      url,
      payload: { version: before.body.version, name: 'Gate code 1234' },
    })
    expect(office.status, JSON.stringify(office.body)).toBe(200)
    const stale = await t.call({
      method: 'PATCH',
      url,
      payload: { version: before.body.version, name: 'Dog in the yard' },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatchObject({ code: 'CONFLICT', message: STALE_EDIT_MESSAGE })
    const now = await t.call({ method: 'GET', url })
    expect(now.body.name).toBe('Gate code 1234')
    expect(stale.body.error.details.current).toEqual(now.body)
  })

  it('shows a Crew user only the fields their GET shows', async () => {
    const { employeeId, own } = crewWorkIn(t.seed)
    const order = await t.call({
      method: 'POST',
      url: '/api/work-orders',
      payload: { job_id: own[0]!.id, checklist: [{ label: 'Edge beds', done: false }] },
    })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    const url = `/api/work-orders/${order.body.id}`
    const office = await t.call({
      method: 'PATCH',
      url,
      payload: { version: order.body.version, checklist: [{ label: 'Edge beds', done: true }] },
    })
    expect(office.status, JSON.stringify(office.body)).toBe(200)
    const crew = await t.signInAs('Crew', employeeId)
    const stale = await t.call({
      method: 'PATCH',
      url,
      cookies: crew,
      payload: { version: order.body.version, checklist: [{ label: 'Edge beds', done: false }] },
    })
    expect(stale.status, JSON.stringify(stale.body)).toBe(409)
    const seen = await t.call({ method: 'GET', url, cookies: crew })
    expect(seen.status).toBe(200)
    expect(stale.body.error.details.current).toEqual(seen.body)
    expect(seen.body.checklist).toEqual([{ label: 'Edge beds', done: true }])
  })
})
