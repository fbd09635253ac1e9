// Issue #31's public request form (POST /api/public/work-requests): a stranger's request makes a
// person and a New lead (source "Request form") with its note, activity line, photos and a notice to
// the office; an address already on file gets the lead without the answer saying so; a robot's
// request (honeypot) stores nothing; a flood from one address is refused; the Owner's switch closes it.
import { describe, expect, it } from 'vitest'
import { MAX_REQUEST_PHOTO_BYTES, REQUESTED_ON_FORM } from '../../domain/client-hub/work-request'
import { eq } from '../../domain/shared/condition'
import { testBackends } from '../testing/test-databases'
import { useTestApp } from '../testing/test-app'

const PATH = '/api/public/work-requests'
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const png = (size = 64) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_HEAD), Buffer.alloc(size)]).toString('base64')}`
// An iPhone's HEIC photo: an ISO box with the heic brand, which the app cannot show.
const HEIC = `data:image/heic;base64,${Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic').toString('base64')}`

const REQUEST = {
  name: 'Ana Ruiz',
  email: 'ana.ruiz@example.net',
  phone: '+1 (555) 010-2030',
  service: 'Deck repair',
  address: '12 Elm Street',
  preferred_dates: 'Any weekday morning in March',
  notes: 'Two boards are loose.',
}

describe.each(testBackends())('the public request form on $name', (backend) => {
  // A limit of 3 an hour, so the flood test is short; each other test sends from its own address.
  const t = useTestApp(backend, { publicFormLimit: { max: 3, windowMs: 60 * 60 * 1000 } })
  let lastAddress = 0
  const send = (payload: unknown, remoteAddress = `10.0.0.${++lastAddress}`) =>
    t.call({ method: 'POST', url: PATH, payload: payload as object, cookies: {}, remoteAddress })
  const leadsOf = (personId: string) =>
    t.store.read((tx) => tx.findAll('leads', eq('person_id', personId)))
  const personsWith = (email: string) =>
    t.store.read((tx) => tx.findAll('persons', eq('email', email)))
  const setFormOn = (on: boolean) =>
    t.call({
      method: 'PUT',
      url: '/api/settings/client-hub',
      payload: { request_form_enabled: on },
    })

  it('creates the person and a New lead with the note, the activity, the photos and a notice', async () => {
    expect((await setFormOn(true)).status).toBe(200)
    const res = await send({
      ...REQUEST,
      photos: [{ file_name: 'deck.png', data_url: png() }, { data_url: png(10) }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    expect(res.body).toEqual({ received: true })
    const [person] = await personsWith(REQUEST.email)
    expect(person).toMatchObject({
      name: 'Ana Ruiz',
      phone: REQUEST.phone,
      location: '12 Elm Street',
    })
    const [lead] = await leadsOf(person!.id)
    expect(lead).toMatchObject({
      name: 'Deck repair: Ana Ruiz',
      source: 'Request form',
      stage: 'New',
    })
    const [notes, activities, documents] = await t.store.read(async (tx) => [
      await tx.findAll('lead-notes', eq('lead_id', lead!.id)),
      await tx.findAll('lead-activities', eq('lead_id', lead!.id)),
      await tx.findAll('lead-documents', eq('lead_id', lead!.id)),
    ])
    expect(notes.map((n) => n.text)).toEqual([
      [
        'Service wanted: Deck repair',
        'Name: Ana Ruiz',
        'Email: ana.ruiz@example.net',
        'Phone: +1 (555) 010-2030',
        'Address: 12 Elm Street',
        'Preferred dates: Any weekday morning in March',
        'Notes: Two boards are loose.',
      ].join('\n'),
    ])
    expect(activities).toEqual([
      expect.objectContaining({ type: 'Other', summary: REQUESTED_ON_FORM }),
    ])
    expect(documents.map((d) => [d.name, d.content_type]).sort()).toEqual([
      ['deck.png', 'image/png'],
      ['photo-2.png', 'image/png'],
    ])
    const history = await t.call({ method: 'GET', url: `/api/persons/${person!.id}/history` })
    expect(history.body.items.map((e: { text: string }) => e.text)).toContain(
      'Requested work on the public form: Deck repair',
    )
    const notices = await t.call({ method: 'GET', url: '/api/notifications' })
    expect(notices.body.items).toEqual([
      expect.objectContaining({
        kind: 'hub-action',
        title: 'Work requested on the public form',
        body: 'Ana Ruiz: Deck repair',
        link: `/sales/leads/${lead!.id}`,
      }),
    ])
  })

  it("attaches the lead to the person who has the address, answering as for anyone, changing nobody's data", async () => {
    const client = t.seed.persons.find((p) => p.email.includes('@'))!
    const before = await t.store.read((tx) => tx.get('persons', client.id))
    const stranger = await send(REQUEST)
    const known = await send({
      ...REQUEST,
      name: 'Someone Else',
      email: client.email.toUpperCase(),
    })
    expect(known.status).toBe(stranger.status)
    expect(known.body).toEqual(stranger.body)
    expect(known.response.headers['content-length']).toBe(
      stranger.response.headers['content-length'],
    )
    expect(await personsWith(client.email)).toEqual([before])
    expect(await personsWith('someone.else@example.net')).toEqual([])
    const leads = await leadsOf(client.id)
    expect(leads.filter((l) => l.source === 'Request form')).toEqual([
      expect.objectContaining({ name: 'Deck repair: Someone Else' }),
    ])
  })

  it('answers a filled honeypot as received and stores nothing', async () => {
    const countLeads = () => t.store.read((tx) => tx.count('leads', null))
    const leads = await countLeads()
    const res = await send({ ...REQUEST, email: 'robot@example.net', website: 'http://spam.test' })
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ received: true })
    expect(await countLeads()).toBe(leads)
    expect(await personsWith('robot@example.net')).toEqual([])
    expect((await t.call({ method: 'GET', url: '/api/notifications' })).body.items).toEqual([])
  })

  it('refuses a flood from one address with 429, and lets another address through', async () => {
    for (let i = 0; i < 3; i++) expect((await send(REQUEST, '10.9.9.9')).status).toBe(202)
    const refused = await send(REQUEST, '10.9.9.9')
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('RATE_LIMITED')
    expect(refused.body.error.message).toMatch(/Too many requests from this device/)
    expect(refused.response.headers['retry-after']).toBeDefined()
    expect((await send(REQUEST, '10.9.9.10')).status).toBe(202)
  })

  it('refuses bad input with 400 and the fields named', async () => {
    const res = await send({ name: ' ', email: 'not-an-address', service: '', phone: 'call me' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('VALIDATION')
    expect(res.body.error.fields).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      service: 'Service wanted is required',
      phone: 'Phone may hold digits, spaces and + ( ) - . only',
    })
    const long = await send({ ...REQUEST, notes: 'x'.repeat(3001) })
    expect(long.body.error.fields).toEqual({ notes: 'Notes is too long (max 3000)' })
    const extra = await send({ ...REQUEST, person_id: 'x' })
    expect(extra.status).toBe(400)
    expect(await personsWith(REQUEST.email)).toEqual([])
  })

  it('limits the photos by number, size and content', async () => {
    const photo = { data_url: png() }
    const six = await send({ ...REQUEST, photos: Array.from({ length: 6 }, () => photo) })
    expect(six.status).toBe(400)
    expect(six.body.error.fields).toEqual({ photos: 'At most 5 photos' })
    const large = await send({ ...REQUEST, photos: [{ data_url: png(MAX_REQUEST_PHOTO_BYTES) }] })
    expect(large.status).toBe(413)
    expect(large.body.error.fields).toEqual({ photos: 'The file is too large (max 1 MiB)' })
    // Sniffed by the bytes: HEIC, a text file called a JPEG, a video.
    const fakes = [
      HEIC,
      `data:image/jpeg;base64,${Buffer.from('hello, not a photo').toString('base64')}`,
      `data:video/webm;base64,${Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]).toString('base64')}`,
    ]
    for (const dataUrl of fakes) {
      const res = await send({ ...REQUEST, photos: [{ data_url: dataUrl }] })
      expect(res.status, dataUrl.slice(0, 30)).toBe(415)
      expect(res.body.error.fields.photos).toMatch(/Only photos/)
    }
    const pathName = await send({
      ...REQUEST,
      photos: [{ file_name: '../x.png', data_url: png() }],
    })
    expect(pathName.status).toBe(400)
    expect(await personsWith(REQUEST.email)).toEqual([])
  })

  it('answers 404 when the Owner turned the form off; the Office reads the switch, only the Owner changes it', async () => {
    const office = await t.signInAs('Office')
    expect(
      (await t.call({ method: 'GET', url: '/api/settings/client-hub', cookies: office })).body,
    ).toEqual({ request_form_enabled: true })
    const refused = await t.call({
      method: 'PUT',
      url: '/api/settings/client-hub',
      cookies: office,
      payload: { request_form_enabled: false },
    })
    expect(refused.status).toBe(403)
    const bad = await t.call({
      method: 'PUT',
      url: '/api/settings/client-hub',
      payload: { request_form_enabled: 'no' },
    })
    expect(bad.status).toBe(400)
    const status = () => t.call({ method: 'GET', url: '/api/public/request-form', cookies: {} })
    expect((await status()).body).toEqual({ available: true })
    expect((await setFormOn(false)).status).toBe(200)
    expect((await status()).status).toBe(404)
    const res = await send(REQUEST)
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe('The request form is not available')
    expect(await personsWith(REQUEST.email)).toEqual([])
    // A robot gets the same 404: the switch is read first.
    expect((await send({ ...REQUEST, website: 'x' })).status).toBe(404)
    expect((await setFormOn(true)).status).toBe(200)
    expect((await send(REQUEST)).status).toBe(202)
  })
})

describe.each(testBackends())('the request form beside the write limit on $name', (backend) => {
  // WRITE_RATE_LIMIT set (the plugin global): the form keeps its own, lower, limit.
  const t = useTestApp(backend, {
    writeRateLimit: { max: 100, windowMs: 60_000 },
    publicFormLimit: { max: 2, windowMs: 60 * 60 * 1000 },
  })

  it('refuses the third request from one address', async () => {
    const send = () =>
      t.call({
        method: 'POST',
        url: PATH,
        payload: REQUEST,
        cookies: {},
        remoteAddress: '10.1.1.1',
      })
    expect((await send()).status).toBe(202)
    expect((await send()).status).toBe(202)
    expect((await send()).status).toBe(429)
  })
})
