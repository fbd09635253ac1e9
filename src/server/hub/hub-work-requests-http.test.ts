// "Request work" from the client hub (issue #31 section 2) on PGlite and PostgreSQL: a New lead of
// the visiting client only (source "Client hub"; never another person, never a new one) with its
// note, activity, photos and History line, the office told and the audit by "Client: {name}"; the
// public form's limits; ten an hour per client.
import { describe, expect, it } from 'vitest'
import { CLIENT_HUB_SOURCE, REQUESTED_IN_HUB } from '../../domain/client-hub/work-request'
import { HUB_WORK_REQUESTS_PER_HOUR } from '../../domain/client-hub/hub-work-request'
import { eq } from '../../domain/shared/condition'
import { hubCookiesOf } from '../testing/hub-visitor'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'

const PATH = '/api/hub/work-requests'
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const png = (size = 64) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_HEAD), Buffer.alloc(size)]).toString('base64')}`

describe.each(testBackends())('requesting work in the hub on $name', (backend) => {
  const t = useTestApp(backend)

  /** A sample client with an e-mail address, and another one. */
  async function setUp() {
    const [client, other] = t.seed.persons.filter((p) => p.email.includes('@'))
    const cookies = await hubCookiesOf(t.store, client!.id, NOW)
    const leadsOf = (personId: string) =>
      t.store
        .read((tx) => tx.findAll('leads', eq('source', CLIENT_HUB_SOURCE)))
        .then((leads) => leads.filter((l) => l.person_id === personId))
    return { client: client!, other: other!, cookies, leadsOf }
  }

  it("makes a New lead of the visitor with source 'Client hub', its photos, a notice and the audit", async () => {
    const { client, other, cookies, leadsOf } = await setUp()
    const persons = await t.store.read((tx) => tx.count('persons', null))
    const res = await t.call({
      method: 'POST',
      url: PATH,
      cookies,
      payload: {
        service: 'Deck repair',
        preferred_dates: 'Mornings',
        notes: 'Two boards are loose.',
        photos: [{ file_name: 'deck.png', data_url: png() }],
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toEqual({ ok: true })
    const [lead] = await leadsOf(client.id)
    expect(lead).toMatchObject({
      name: `Deck repair: ${client.name}`,
      source: 'Client hub',
      stage: 'New',
      person_id: client.id,
    })
    expect(await leadsOf(other.id)).toEqual([])
    expect(await t.store.read((tx) => tx.count('persons', null))).toBe(persons)
    const [notes, activities, documents] = await t.store.read(async (tx) => [
      await tx.findAll('lead-notes', eq('lead_id', lead!.id)),
      await tx.findAll('lead-activities', eq('lead_id', lead!.id)),
      await tx.findAll('lead-documents', eq('lead_id', lead!.id)),
    ])
    expect(notes[0]?.text).toContain('Service wanted: Deck repair')
    expect(notes[0]?.text).toContain(`Email: ${client.email}`)
    expect(activities).toEqual([expect.objectContaining({ summary: REQUESTED_IN_HUB })])
    expect(documents.map((d) => [d.name, d.content_type])).toEqual([['deck.png', 'image/png']])
    const history = await t.call({ method: 'GET', url: `/api/persons/${client.id}/history` })
    expect(history.body.items.map((e: { text: string }) => e.text)).toContain(
      'Requested work in the client hub: Deck repair',
    )
    const notices = await t.call({ method: 'GET', url: '/api/notifications' })
    expect(notices.body.items).toEqual([
      expect.objectContaining({
        kind: 'hub-action',
        title: 'Work requested',
        body: `${client.name}: Deck repair`,
        link: `/sales/leads/${lead!.id}`,
      }),
    ])
    const log = await t.call({ method: 'GET', url: '/api/audit-log?kind=hub-request' })
    expect(log.body.items[0]).toMatchObject({
      actor: `Client: ${client.name}`,
      summary: 'Requested work: Deck repair',
    })
  })

  it('takes photos beyond the usual 1 MiB body, as the public form does', async () => {
    const { client, cookies, leadsOf } = await setUp()
    const big = png(700 * 1024)
    const res = await t.call({
      method: 'POST',
      url: PATH,
      cookies,
      payload: { service: 'Patio', photos: [{ data_url: big }, { data_url: big }] },
    })
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201)
    expect(await leadsOf(client.id)).toHaveLength(1)
  })

  it("refuses someone else's name or e-mail, a missing service and a file that is no photo", async () => {
    const { client, cookies, leadsOf } = await setUp()
    const send = (payload: object) => t.call({ method: 'POST', url: PATH, cookies, payload })
    const other = await send({ service: 'Deck', email: 'someone@else.example' })
    expect(other.status).toBe(400)
    expect(other.body.error.message).toBe('Unknown field: email')
    const empty = await send({ service: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields).toEqual({ service: 'Service wanted is required' })
    const text = await send({
      service: 'Deck',
      photos: [
        { data_url: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` },
      ],
    })
    expect(text.status).toBeGreaterThanOrEqual(400)
    expect(text.body.error.fields).toHaveProperty('photos')
    expect(await leadsOf(client.id)).toEqual([])
    // No hub cookie: 401, whatever the body.
    expect((await t.call({ method: 'POST', url: PATH, payload: { service: 'Deck' } })).status).toBe(
      401,
    )
  })

  it(`takes ${HUB_WORK_REQUESTS_PER_HOUR} requests an hour per client, then 429`, async () => {
    const { client, other, cookies, leadsOf } = await setUp()
    for (let i = 0; i < HUB_WORK_REQUESTS_PER_HOUR; i++) {
      const res = await t.call({
        method: 'POST',
        url: PATH,
        cookies,
        payload: { service: `Job ${i}` },
      })
      expect(res.status).toBe(201)
    }
    const refused = await t.call({
      method: 'POST',
      url: PATH,
      cookies,
      payload: { service: 'More' },
    })
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    expect(await leadsOf(client.id)).toHaveLength(HUB_WORK_REQUESTS_PER_HOUR)
    const otherCookies = await hubCookiesOf(t.store, other.id, NOW)
    const theirs = await t.call({
      method: 'POST',
      url: PATH,
      cookies: otherCookies,
      payload: { service: 'Fence' },
    })
    expect(theirs.status).toBe(201)
  })
})
