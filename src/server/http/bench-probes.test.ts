import { describe, expect, it } from 'vitest'
import type { Store } from '../../api/shared/store'
import { createApp } from '../app'
import { fastPasswords } from '../testing/fast-passwords'

/** /ping and the header touch no data: a store that is never called is enough. */
const unusedStore = {
  kind: 'unused',
  transaction: () => Promise.reject(new Error('not used')),
} as unknown as Store

describe('bench probes', () => {
  it('answer GET /ping with pong and time every reply when enabled', async () => {
    const app = await createApp({
      store: unusedStore,
      clock: () => 0,
      benchProbes: true,
      passwords: fastPasswords,
    })
    const ping = await app.inject({ method: 'GET', url: '/ping' })
    expect(ping.statusCode).toBe(200)
    expect(ping.body).toBe('pong')
    expect(ping.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{3}$/)
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['server-timing']).toMatch(/^app;dur=/)
    await app.close()
  })

  it('are absent by default', async () => {
    const app = await createApp({ store: unusedStore, clock: () => 0, passwords: fastPasswords })
    const ping = await app.inject({ method: 'GET', url: '/ping' })
    expect(ping.statusCode).toBe(404)
    expect(ping.headers['server-timing']).toBeUndefined()
    await app.close()
  })
})
