// Issue #28, answers that told a role more than it may read: a Crew user fetched another crew's
// photo by its file URL, exported and searched client fields their JSON answer leaves out; an
// Estimator and a Foreman read a company's revenue and counted the invoices. Each answer now goes
// through the same field-and-scope step as the JSON lists.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { COLLECTION_PERMISSIONS, scopeOf } from '../../domain/access/permissions'
import type { Role } from '../../domain/access/roles'
import { resources } from '../../domain/resources'
import { MEDIA_FILES_PREFIX } from '../media/file-blob-store'
import { NOW, useTestApp } from '../testing/test-app'
import { crewWorkIn } from '../testing/crew-work'
import { testBackends } from '../testing/test-databases'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-output-leaks-'))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5, 6]).toString('base64')}`

/** The header row of a CSV answer (after the byte order mark). */
const csvHeaderOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(',')

describe.each(testBackends())('issue #28 answers on $name', (backend) => {
  const t = useTestApp(backend, { mediaDir })

  /** A member of the seed's first crew with jobs, their jobs, and a job of another crew. */
  const crewWork = () => crewWorkIn(t.seed)

  const upload = async (jobId: string | null) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/media',
      payload: { data_url: PNG, ...(jobId === null ? {} : { job_id: jobId }) },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: string; url: string }
  }

  it('serves an uploaded file only to a user who may read a record that names it', async () => {
    const { employeeId, own, other } = crewWork()
    const crew = await t.signInAs('Crew', employeeId)
    const mine = await upload(own[0]!.id)
    const theirs = await upload(other.id)
    const loose = await upload(null)
    const fetchAs = (cookies: Record<string, string>, url: string) =>
      t.app.inject({ method: 'GET', url, cookies })

    expect((await fetchAs(crew, mine.url)).statusCode).toBe(200)
    const missing = await fetchAs(
      crew,
      `${MEDIA_FILES_PREFIX}11111111-1111-4111-8111-111111111111.png`,
    )
    expect(missing.statusCode).toBe(404)
    for (const url of [theirs.url, loose.url]) {
      const res = await fetchAs(crew, url)
      // The same answer as for a file that does not exist: the name tells them nothing.
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual(missing.json())
      expect(
        (await t.call({ method: 'GET', url: `/api/media/${theirs.id}`, cookies: crew })).status,
      ).toBe(404)
    }
    const estimator = await t.signInAs('Estimator')
    expect((await fetchAs(estimator, theirs.url)).statusCode).toBe(200)
    expect((await fetchAs(estimator, loose.url)).statusCode).toBe(200)

    // A file no record names any more (its record deleted, the file left behind) is served to no one.
    await t.store.transaction((tx) => tx.remove('media', loose.id))
    expect((await fetchAs(t.cookies, loose.url)).statusCode).toBe(404)
  })

  it("cuts a Crew user's CSV export and search to the client fields they see", async () => {
    const { employeeId, own } = crewWork()
    const cookies = await t.signInAs('Crew', employeeId)
    const client = t.seed.persons.find((p) => p.id === own[0]!.client_person_id)!

    const json = await t.call({ method: 'GET', url: '/api/persons?limit=100', cookies })
    const csv = await t.call({ method: 'GET', url: '/api/persons/export.csv', cookies })
    expect(csv.status).toBe(200)
    const jsonFields = new Set(json.body.items.flatMap((p: object) => Object.keys(p)))
    for (const column of csvHeaderOf(csv.response.body)) expect(jsonFields).toContain(column)
    expect(csvHeaderOf(csv.response.body)).toEqual(['id', 'name', 'phone', 'location'])
    expect(csv.response.body).not.toContain(client.email)

    // Their search matches what they see (the name), not the e-mail address they do not.
    const byName = await t.call({
      method: 'GET',
      url: `/api/persons?q=${encodeURIComponent(client.name)}`,
      cookies,
    })
    expect(byName.body.items.map((p: { id: string }) => p.id)).toContain(client.id)
    const byEmail = await t.call({
      method: 'GET',
      url: `/api/persons?q=${encodeURIComponent(client.email)}`,
      cookies,
    })
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.items).toEqual([])
    const csvByEmail = await t.call({
      method: 'GET',
      url: `/api/persons/export.csv?q=${encodeURIComponent(client.email)}`,
      cookies,
    })
    expect(
      csvByEmail.response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1)

    // The Owner's export and search keep every column and field.
    const owner = await t.call({
      method: 'GET',
      url: `/api/persons/export.csv?q=${encodeURIComponent(client.email)}`,
    })
    expect(csvHeaderOf(owner.response.body)).toContain('email')
    expect(owner.response.body).toContain(client.email)
  })

  it.each<[Role, boolean]>([
    ['Owner', true],
    ['Office', true],
    ['Estimator', false],
    ['Foreman', false],
  ])("answers a company's stats to an %s with the revenue: %s", async (role, withMoney) => {
    const company = t.seed.companies.find((c) => c.contacts.length > 0) ?? t.seed.companies[0]!
    const cookies = await t.signInAs(role)
    const res = await t.call({ method: 'GET', url: `/api/companies/${company.id}/stats`, cookies })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual(
      withMoney ? ['contacts', 'jobs', 'sites', 'total_revenue'] : ['contacts', 'jobs', 'sites'],
    )
  })

  it.each<Role>(['Owner', 'Office', 'Estimator', 'Foreman'])(
    'counts for an %s only the collections the role reads',
    async (role) => {
      const cookies = await t.signInAs(role)
      const res = await t.call({ method: 'GET', url: '/api/counts', cookies })
      expect(res.status).toBe(200)
      const readable = resources
        .map((def) => def.name)
        .filter((name) => scopeOf(role, COLLECTION_PERMISSIONS[name].read) === 'all')
      expect(Object.keys(res.body).sort()).toEqual([...readable].sort())
    },
  )

  it("tells an Estimator that a client's invoices block a delete, not how many", async () => {
    // A client with three invoices and nothing else that blocks a delete.
    const person = await t.call({
      method: 'POST',
      url: '/api/persons',
      payload: { name: 'Invoiced Only', email: 'invoiced.only@example.com' },
    })
    expect(person.status).toBe(201)
    const clientId = person.body.id as string
    for (const amount of [100, 200, 300]) {
      const invoice = await t.call({
        method: 'POST',
        url: '/api/invoices',
        payload: { client_person_id: clientId, amount, due_date: NOW },
      })
      expect(invoice.status).toBe(201)
    }
    const cookies = await t.signInAs('Estimator')
    const impact = await t.call({
      method: 'GET',
      url: `/api/persons/${clientId}/delete-impact`,
      cookies,
    })
    expect(impact.status).toBe(200)
    expect(impact.body.references).toContainEqual({
      collection: 'invoices',
      field: 'client_person_id',
      on_delete: 'restrict',
      count: 1,
      hidden: true,
    })
    const refused = await t.call({ method: 'DELETE', url: `/api/persons/${clientId}`, cookies })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(
      'This person cannot be deleted: invoices still refer to it',
    )
    // The Owner, who reads every invoice, is told how many.
    const owner = await t.call({ method: 'GET', url: `/api/persons/${clientId}/delete-impact` })
    expect(owner.body.references).toContainEqual(
      expect.objectContaining({ collection: 'invoices', count: 3 }),
    )
  })
})
