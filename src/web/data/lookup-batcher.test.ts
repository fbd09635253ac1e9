import { describe, expect, it, vi } from 'vitest'
import type { ListPage } from '../../domain/shared/list-query'
import { createLookupBatcher } from './lookup-batcher'

type Row = { id: string; name: string }

/** A fake list endpoint over these rows, recording each request's collection and ids. */
function fakeRead(rows: Row[]) {
  const calls: { collection: string; ids: string[] }[] = []
  const read = vi.fn(async (collection: string, ids: string[]) => {
    calls.push({ collection, ids })
    const items = rows.filter((row) => ids.includes(row.id))
    return { items, total: items.length, next_cursor: null } as ListPage<never>
  })
  return { read, calls }
}

const a = { id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'A' }
const b = { id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'B' }
const missing = 'cccccccc-0000-4000-8000-000000000003'

describe('lookup batcher', () => {
  it('asks once per collection for the lookups of one turn, each caller getting its own row', async () => {
    const { read, calls } = fakeRead([a, b])
    const load = createLookupBatcher(read)
    const answers = await Promise.all([
      load('persons', a.id),
      load('persons', b.id),
      load('persons', a.id),
      load('persons', missing),
      load('crews', b.id),
    ])
    expect(answers).toEqual([a, b, a, null, b])
    expect(calls).toEqual([
      { collection: 'persons', ids: [a.id, b.id, missing] },
      { collection: 'crews', ids: [b.id] },
    ])
  })

  it('sends lookups of a later turn in a request of their own', async () => {
    const { read, calls } = fakeRead([a, b])
    const load = createLookupBatcher(read)
    expect(await load('persons', a.id)).toEqual(a)
    expect(await load('persons', b.id)).toEqual(b)
    expect(calls.map((call) => call.ids)).toEqual([[a.id], [b.id]])
  })

  it('matches an id given in upper case to the row the server returns', async () => {
    const { read } = fakeRead([a])
    const load = createLookupBatcher(async (collection, ids) =>
      read(
        collection,
        ids.map((id) => id.toLowerCase()),
      ),
    )
    expect(await load('persons', a.id.toUpperCase())).toEqual(a)
  })

  it('splits more lookups than one list holds into several requests', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
      name: String(i),
    }))
    const { read, calls } = fakeRead(rows)
    const load = createLookupBatcher(read)
    const answers = await Promise.all(rows.map((row) => load('persons', row.id)))
    expect(answers).toEqual(rows)
    expect(calls.map((call) => call.ids.length)).toEqual([200, 200, 50])
  })

  it('rejects every caller of a failed request, and only those', async () => {
    const load = createLookupBatcher(async (collection) => {
      if (collection === 'persons') throw new Error('offline')
      return { items: [b], total: 1, next_cursor: null } as ListPage<never>
    })
    const results = await Promise.allSettled([
      load('persons', a.id),
      load('persons', missing),
      load('crews', b.id),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled'])
  })
})
