// The row cache on its own: reads by id answered from memory, any write dropping everything, locked
// reads and misses never kept, kept rows frozen.
import { DEFAULT_BRANDING } from '../../domain/settings/branding'
import { describe, expect, it, vi } from 'vitest'
import type { Row, StoreTx } from '../../api/shared/store'
import { createRowCache } from './row-cache'

const ID = '11111111-1111-4111-8111-111111111111'
const OTHER_ID = '22222222-2222-4222-8222-222222222222'

/** A StoreTx over a map of rows whose gets are counted; every other method is a spy. */
function fakeTx(rows: Map<string, Row>) {
  const get = vi.fn(async (collection: string, id: string) => {
    const row = rows.get(`${collection}/${id}`)
    return row ? structuredClone(row) : null
  })
  const write = () => vi.fn(async () => undefined)
  const tx = {
    get,
    insert: write(),
    update: write(),
    remove: write(),
    pull: write(),
    replaceAll: write(),
    saveBranding: write(),
  } as unknown as StoreTx
  return { tx, get }
}

const person = (version: number): Row => ({ id: ID, version, tags: ['vip'], name: 'Ann' })

describe('createRowCache', () => {
  it('answers a second read of the same record from memory', async () => {
    const { tx, get } = fakeTx(new Map([[`persons/${ID}`, person(1)]]))
    const cache = createRowCache(10)
    expect(await cache.reading(tx).get('persons', ID)).toEqual(person(1))
    expect(await cache.reading(tx).get('persons', ID)).toEqual(person(1))
    expect(get).toHaveBeenCalledTimes(1)
    // Another collection with the same id is another record.
    await cache.reading(tx).get('jobs', ID)
    expect(get).toHaveBeenCalledTimes(2)
  })

  it.each(['insert', 'update', 'remove', 'pull', 'replaceAll'] as const)(
    'drops every kept record on %s, before the write runs',
    async (method) => {
      const rows = new Map([
        [`persons/${ID}`, person(1)],
        [`jobs/${OTHER_ID}`, { id: OTHER_ID, version: 1 }],
      ])
      const { tx, get } = fakeTx(rows)
      const cache = createRowCache(10)
      await cache.reading(tx).get('persons', ID)
      await cache.reading(tx).get('jobs', OTHER_ID)
      const writing = cache.writing(tx)
      await (writing[method] as (...args: unknown[]) => Promise<void>)('jobs', { id: OTHER_ID })
      expect(tx[method]).toHaveBeenCalledWith('jobs', { id: OTHER_ID })
      rows.set(`persons/${ID}`, person(2))
      expect(await cache.reading(tx).get('persons', ID)).toEqual(person(2))
      await cache.reading(tx).get('jobs', OTHER_ID)
      expect(get).toHaveBeenCalledTimes(4)
    },
  )

  it('keeps records through writes of settings, which no record holds', async () => {
    const { tx, get } = fakeTx(new Map([[`persons/${ID}`, person(1)]]))
    const cache = createRowCache(10)
    await cache.reading(tx).get('persons', ID)
    await cache
      .writing(tx)
      .saveBranding({ ...DEFAULT_BRANDING, business_name: 'X', brand_color: '#000000' })
    await cache.reading(tx).get('persons', ID)
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('never keeps a missing record or answers a locking read from memory', async () => {
    const rows = new Map<string, Row>()
    const { tx, get } = fakeTx(rows)
    const cache = createRowCache(10)
    expect(await cache.reading(tx).get('persons', ID)).toBeNull()
    rows.set(`persons/${ID}`, person(1))
    expect(await cache.reading(tx).get('persons', ID)).toEqual(person(1))
    await cache.reading(tx).get('persons', ID, { forUpdate: true })
    expect(get).toHaveBeenCalledTimes(3)
  })

  it('keeps at most its size, forgetting the least recently read', async () => {
    const rows = new Map<string, Row>()
    const ids = [1, 2, 3].map((n) => `0000000${n}-0000-4000-8000-000000000000`)
    for (const id of ids) rows.set(`persons/${id}`, { id, version: 1 })
    const { tx, get } = fakeTx(rows)
    const cache = createRowCache(2)
    for (const id of [ids[0]!, ids[1]!, ids[0]!, ids[2]!])
      await cache.reading(tx).get('persons', id)
    expect(get).toHaveBeenCalledTimes(3)
    await cache.reading(tx).get('persons', ids[0]!) // kept: read more recently than the second
    expect(get).toHaveBeenCalledTimes(3)
    await cache.reading(tx).get('persons', ids[1]!) // forgotten
    expect(get).toHaveBeenCalledTimes(4)
  })

  it('hands out frozen rows, so no reader can change what the next one gets', async () => {
    const { tx } = fakeTx(new Map([[`persons/${ID}`, person(1)]]))
    const row = (await createRowCache(10).reading(tx).get('persons', ID))!
    expect(Object.isFrozen(row)).toBe(true)
    expect(() => (row.tags as string[]).push('x')).toThrow(TypeError)
  })
})
