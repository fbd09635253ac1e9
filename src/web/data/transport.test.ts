import { afterEach, describe, expect, it, vi } from 'vitest'
import { httpTransport } from './http-transport'
import { loadTransport } from './transport'

vi.mock('./local/local-transport', () => ({
  createLocalTransport: () => async () => ({ status: 200, body: 'local' }),
}))

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('loadTransport', () => {
  it('uses HTTP outside the demo build', async () => {
    expect(import.meta.env.MODE).not.toBe('demo')
    expect(await loadTransport()).toBe(httpTransport)
  })

  it('uses the local transport in the demo build', async () => {
    vi.stubEnv('MODE', 'demo')
    const transport = await loadTransport()
    expect(transport).not.toBe(httpTransport)
    expect(await transport({ method: 'GET', path: '/api/persons' })).toEqual({
      status: 200,
      body: 'local',
    })
  })
})
