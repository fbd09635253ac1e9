// Issue #30's History: events written in the transaction of the change (a change that fails leaves
// none), by whom, newest first and paged; and who may read a record's History.
import { describe, expect, it } from 'vitest'
import type { Store, StoreTx } from '../../api/shared/store'
import { sampleOwnerOf } from '../testing/sample-owner'
import { crewWorkIn } from '../testing/crew-work'
import { testBackends } from '../testing/test-databases'
import { NOW, useTestApp } from '../testing/test-app'

/** A store whose transactions fail on inserting a payment while `failing.on` is set. */
function failingPaymentsStore(failing: { on: boolean }) {
  return (store: Store): Store => ({
    ...store,
    transaction: (work, options) =>
      store.transaction(
        (tx) =>
          work(
            new Proxy(tx, {
              get(target, key, receiver) {
                if (key === 'insert' && failing.on) {
                  return async (collection: string, row: never) => {
                    if (collection === 'payments') throw new Error('the disk is full')
                    return target.insert(collection, row)
                  }
                }
                return Reflect.get(target, key, receiver) as unknown
              },
            }) as StoreTx,
          ),
        options,
      ),
  })
}

describe.each(testBackends())('record History on $name', (backend) => {
  const failing = { on: false }
  const t = useTestApp(backend, { wrapStore: failingPaymentsStore(failing) })
  const history = async (collection: string, id: string, cookies = t.cookies, query = '') =>
    t.call({ method: 'GET', url: `/api/${collection}/${id}/history${query}`, cookies })
  const texts = async (collection: string, id: string) =>
    ((await history(collection, id)).body.items as { text: string }[]).map((e) => e.text)

  it("records an estimate's life, newest first, by the signed-in user", async () => {
    const estimate = t.seed.estimates.find((e) => e.status === 'Open')!
    const owner = sampleOwnerOf(t.seed)
    expect(await texts('estimates', estimate.id)).toEqual([])
    for (const action of ['send', 'decline', 'send', 'accept', 'convert'])
      expect(
        (await t.call({ method: 'POST', url: `/api/estimates/${estimate.id}/${action}` })).status,
      ).toBeLessThan(300)
    const res = await history('estimates', estimate.id)
    expect(res.status).toBe(200)
    expect(res.body.items.map((e: { text: string }) => e.text)).toEqual([
      'Converted to job',
      'Accepted',
      'Sent',
      'Declined: back to Open',
      'Sent',
    ])
    expect(res.body.items[0]).toMatchObject({
      kind: 'converted',
      at: NOW,
      actor: { id: owner.id, name: owner.name },
    })
    const job = (await t.call({ method: 'GET', url: `/api/estimates/${estimate.id}` })).body.job_id
    expect(await texts('jobs', job)).toEqual(['Created'])
  })

  it('records a created person, a job status change and a crew assigned with its name', async () => {
    const person = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Ada Client', email: 'ada@example.com' },
    })
    expect(await texts('persons', person.body.id)).toEqual(['Created'])
    const job = t.seed.jobs.find((j) => j.assigned_crew_id === null && j.status === 'Scheduled')!
    const crew = t.seed.crews[0]!
    await t.call({
      method: 'POST',
      url: `/api/jobs/${job.id}/assign-crew`,
      payload: { crew_id: crew.id },
    })
    await t.call({
      method: 'PATCH',
      url: `/api/jobs/${job.id}`,
      payload: { status: 'In-Progress' },
    })
    expect(await texts('jobs', job.id)).toEqual([
      'Status changed to In Progress',
      `Crew assigned: ${crew.name}`,
    ])
  })

  it('records a payment and the invoice paid; a mark-paid that fails leaves no event', async () => {
    const invoice = t.seed.invoices.find((i) => i.status === 'Unpaid')!
    failing.on = true
    try {
      const refused = await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` })
      expect(refused.status).toBe(500)
    } finally {
      failing.on = false
    }
    expect(await texts('invoices', invoice.id)).toEqual([])
    const paid = await t.call({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid` })
    expect(paid.status).toBe(200)
    expect(await texts('invoices', invoice.id)).toEqual([
      'Payment of $2,200.00 recorded (Card)',
      'Status changed to Paid',
    ])
  })

  it('pages a long History by its cursor', async () => {
    const job = t.seed.jobs[0]!
    let version = job.version
    for (const status of ['Done', 'Scheduled', 'Done', 'Scheduled', 'Done']) {
      const res = await t.call({
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        payload: { status, version },
      })
      version = res.body.version
    }
    const first = await history('jobs', job.id, t.cookies, '?limit=2')
    expect(first.body.items).toHaveLength(2)
    const rest = await history(
      'jobs',
      job.id,
      t.cookies,
      `?limit=10&cursor=${first.body.next_cursor}`,
    )
    expect(rest.body.next_cursor).toBeNull()
    const ids = [...first.body.items, ...rest.body.items].map((e: { id: string }) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(rest.body.items.length + 2).toBeGreaterThanOrEqual(5)
  })

  it('deletes the events of a deleted record with it', async () => {
    const person = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Gone Soon', email: 'gone@example.com' },
    })
    const count = () =>
      t.store.read(
        async (tx) =>
          (await tx.events!.exportAll()).filter((e) => e.record_id === person.body.id).length,
      )
    expect(await count()).toBe(1)
    expect((await t.call({ method: 'DELETE', url: `/api/persons/${person.body.id}` })).status).toBe(
      204,
    )
    expect(await count()).toBe(0)
  })

  it('shows a History to the roles that read the record, in their scope', async () => {
    const { employeeId, own, other } = crewWorkIn(t.seed)
    const mine = own[0]!
    await t.call({ method: 'PATCH', url: `/api/jobs/${mine.id}`, payload: { status: 'Done' } })
    const crew = await t.signInAs('Crew', employeeId)
    expect(
      (await history('jobs', mine.id, crew)).body.items.map((e: { text: string }) => e.text),
    ).toEqual(['Status changed to Done'])
    const notMine = await history('jobs', other.id, crew)
    expect(notMine.status).toBe(404)
    expect(Object.keys(notMine.body)).toEqual(['error'])
    // A client of their job: they read its name and phone, not its History.
    const client = mine.client_person_id
    await t.store.transaction((tx) =>
      tx.events!.add({
        collection: 'persons',
        record_id: client,
        kind: 'created',
        text: 'Created',
        field: 'created_at',
      }),
    )
    expect((await history('persons', client)).body.items).toHaveLength(1)
    const asCrew = await history('persons', client, crew)
    expect(asCrew.status).toBe(200)
    expect(asCrew.body.items).toEqual([])
    const invoice = t.seed.invoices[0]!
    expect((await history('invoices', invoice.id, crew)).status).toBe(403)
    const estimator = await t.signInAs('Estimator')
    expect((await history('invoices', invoice.id, estimator)).status).toBe(403)
    expect((await history('estimates', t.seed.estimates[0]!.id, estimator)).status).toBe(200)
    expect((await history('jobs', other.id, await t.signInAs('Foreman'))).status).toBe(200)
  })

  it('names no one for a change made without a signed-in user', async () => {
    const job = t.seed.jobs[0]!
    await t.store.transaction((tx) =>
      tx.events!.add({
        collection: 'jobs',
        record_id: job.id,
        kind: 'reminder-sent',
        text: 'Reminder 1 of 3 sent',
        field: null,
      }),
    )
    const res = await history('jobs', job.id)
    expect(res.body.items[0]).toMatchObject({ text: 'Reminder 1 of 3 sent', actor: null })
  })
})
