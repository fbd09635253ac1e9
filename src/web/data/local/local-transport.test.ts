import { describe, expect, it } from 'vitest'
import { generateSeed } from '../../../domain/seed/seed'
import { idSchema } from '../../../domain/shared/fields'
import { createLocalTransport, randomUuid } from './local-transport'
import { createMemoryStorage } from './memory-storage'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const seed = generateSeed(NOW)
const make = () => createLocalTransport({ storage: createMemoryStorage(), clock: () => NOW })

type Page = { items: { id: string; name?: string }[]; total: number }

describe('local transport', () => {
  it('sends query values as strings and leaves out undefined ones', async () => {
    const transport = make()
    const res = await transport({
      method: 'GET',
      path: '/api/contractors',
      query: { insurance_on_file: true, limit: 2, q: undefined },
    })
    expect(res.status).toBe(200)
    const page = res.body as Page
    expect(page.items).toHaveLength(2)
    expect(page.total).toBe(seed.contractors.filter((c) => c.insurance_on_file).length)
  })

  it('reads a query string written into the path', async () => {
    const res = await make()({ method: 'GET', path: '/api/persons?q=garc' })
    expect((res.body as Page).items.map((p) => p.name)).toEqual(['Maria Garcia'])
  })

  it('copies the body in and the response out, as a network would', async () => {
    const transport = make()
    const body = { name: 'Ada', email: 'ada@example.com', tags: ['A'] }
    const pending = transport({ method: 'POST', path: '/api/persons', body })
    body.tags.push('Mutated after sending')
    const created = (await pending).body as { id: string; tags: string[] }
    expect(created.tags).toEqual(['A'])
    created.tags.push('Mutated response')
    const again = await transport({ method: 'GET', path: `/api/persons/${created.id}` })
    expect((again.body as { tags: string[] }).tags).toEqual(['A'])
  })

  it('answers a 204 with a null body', async () => {
    const transport = make()
    const lead = seed.leads[0]
    if (!lead) throw new Error('seed too small')
    expect(await transport({ method: 'DELETE', path: `/api/leads/${lead.id}` })).toEqual({ status: 204, body: null })
  })

  it('rejects an aborted request with an AbortError and does not run it', async () => {
    const transport = make()
    const controller = new AbortController()
    controller.abort()
    const error: unknown = await transport({
      method: 'POST',
      path: '/api/persons',
      body: { name: 'Never', email: 'never@example.com' },
      signal: controller.signal,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DOMException)
    expect((error as DOMException).name).toBe('AbortError')
    const list = await transport({ method: 'GET', path: '/api/persons' })
    expect((list.body as Page).total).toBe(20)
  })

  it('rejects a request aborted while it runs', async () => {
    const transport = make()
    const controller = new AbortController()
    const pending = transport({ method: 'GET', path: '/api/persons', signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('uses random uuids by default for new records', async () => {
    const transport = make()
    const res = await transport({ method: 'POST', path: '/api/notes', body: { folder: 'Ideas', text: 'Hi' } })
    expect(res.status).toBe(201)
    expect((res.body as { id: string }).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('makes valid v4 uuids without crypto.randomUUID (plain http on a LAN address)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID')
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(crypto.randomUUID).toBeUndefined()
      const ids = Array.from({ length: 50 }, () => randomUuid())
      for (const id of ids) expect(idSchema.safeParse(id).success, id).toBe(true)
      expect(new Set(ids).size).toBe(50)
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own)
      else delete (crypto as { randomUUID?: unknown }).randomUUID
    }
    expect(typeof crypto.randomUUID).toBe('function')
  })
})
