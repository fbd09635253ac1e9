// Who created and who last changed a record (issue #20), over HTTP on the real databases: a record
// made by one signed-in user and changed by another names both; sample data names nobody; a delete
// and a reset leave no stamps behind.
import { describe, expect, it } from 'vitest'
import { sampleOwnerOf } from '../testing/sample-owner'
import { useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

describe.each(testBackends())('record authors on $name', (backend) => {
  const t = useTestApp(backend)
  const authors = async (path: string, cookies = t.cookies) => {
    const res = await t.call({ method: 'GET', url: `${path}/authors`, cookies })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body
  }

  it('names who created a record and who changed it last', async () => {
    const owner = sampleOwnerOf(t.seed)
    const created = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Stamped Sam', email: 'sam@example.com', phone: '(512) 555-0103' },
    })
    expect(created.status).toBe(201)
    const path = `/api/persons/${created.body.id}`
    expect(await authors(path)).toEqual({
      created_by: { id: owner.id, name: owner.name },
      updated_by: { id: owner.id, name: owner.name },
    })

    const office = await t.signInAs('Office')
    const me = await t.call({ method: 'GET', url: '/api/auth/get-session', cookies: office })
    const changed = await t.call({
      method: 'PATCH',
      url: path,
      cookies: office,
      payload: { name: 'Stamped Samuel', version: created.body.version },
    })
    expect(changed.status).toBe(200)
    expect(await authors(path, office)).toEqual({
      created_by: { id: owner.id, name: owner.name },
      updated_by: { id: me.body.user.id, name: me.body.user.name },
    })

    // A refused change stamps nothing.
    const stale = await t.call({
      method: 'PATCH',
      url: path,
      payload: { name: 'Too late', version: created.body.version },
    })
    expect(stale.status).toBe(409)
    expect((await authors(path)).updated_by.id).toBe(me.body.user.id)

    expect((await t.call({ method: 'DELETE', url: path })).status).toBe(204)
    expect((await t.call({ method: 'GET', url: `${path}/authors` })).status).toBe(404)
  })

  it('names nobody for sample data until someone changes it, and a reset clears every stamp', async () => {
    const job = t.seed.jobs[0]!
    const path = `/api/jobs/${job.id}`
    expect(await authors(path)).toEqual({ created_by: null, updated_by: null })
    const changed = await t.call({
      method: 'PATCH',
      url: path,
      payload: { notes: 'Gate code 4321', version: job.version },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const owner = sampleOwnerOf(t.seed)
    expect(await authors(path)).toEqual({
      created_by: null,
      updated_by: { id: owner.id, name: owner.name },
    })
    expect((await t.call({ method: 'POST', url: '/api/demo/reset' })).status).toBe(200)
    expect(await authors(path)).toEqual({ created_by: null, updated_by: null })
  })
})
