// @vitest-environment jsdom
// Browser-only behaviour: window.localStorage by default, and other tabs' writes seen through the
// storage event.
import { afterEach, describe, expect, it } from 'vitest'
import { generateSeed } from '../../../domain/seed/seed'
import { createLocalTransport } from './local-transport'
import { slotKey } from './storage-keys'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const seed = generateSeed(NOW)

afterEach(() => {
  window.localStorage.clear()
})

describe('local transport in a browser', () => {
  it('keeps its data in window.localStorage by default', async () => {
    const transport = createLocalTransport({ clock: () => NOW })
    const res = await transport({ method: 'GET', path: '/api/persons', query: { limit: 1 } })
    expect((res.body as { total: number }).total).toBe(20)
    expect(window.localStorage.getItem('groundwork.demo.v1.seeded')).not.toBeNull()
    expect(JSON.parse(window.localStorage.getItem('groundwork.demo.v1.persons') ?? '[]')).toHaveLength(20)
    transport.store.dispose()
  })

  it('hands the export over as a Blob of its JSON text when asked for a file', async () => {
    const transport = createLocalTransport({ clock: () => NOW })
    const res = await transport({ method: 'GET', path: '/api/export', as: 'blob' })
    expect(res.status).toBe(200)
    expect(res.body).toBeInstanceOf(Blob)
    const data = JSON.parse(await (res.body as Blob).text()) as { persons: unknown[]; exported_at: string }
    expect(data.persons).toHaveLength(seed.persons.length)
    expect(data.exported_at).toBe(new Date(NOW).toISOString())
    transport.store.dispose()
  })

  it("reads afresh after another tab writes one of the demo's keys", async () => {
    const transport = createLocalTransport({ clock: () => NOW })
    const person = seed.persons[0]
    if (!person) throw new Error('seed too small')
    const get = async () =>
      (await transport({ method: 'GET', path: `/api/persons/${person.id}` })).body as { name: string }
    expect((await get()).name).toBe(person.name)

    // Another tab renames the person: this tab's storage changes and a storage event arrives.
    const key = slotKey('persons')
    const rows = JSON.parse(window.localStorage.getItem(key) ?? '[]') as { id: string; name: string }[]
    const renamed = rows.map((r) => (r.id === person.id ? { ...r, name: 'Renamed elsewhere' } : r))
    window.localStorage.setItem(key, JSON.stringify(renamed))
    expect((await get()).name).toBe(person.name) // still cached
    window.dispatchEvent(new StorageEvent('storage', { key }))
    expect((await get()).name).toBe('Renamed elsewhere')

    // An unrelated key does not drop the cache.
    window.localStorage.setItem(key, JSON.stringify(rows))
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone.else' }))
    expect((await get()).name).toBe('Renamed elsewhere')
    transport.store.dispose()
  })
})
