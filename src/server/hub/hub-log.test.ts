import Fastify from 'fastify'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { hubSafeLogger, redactHubToken } from './hub-log'

const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567'

describe('the request log and hub links', () => {
  it('cuts the token out of a hub link, and leaves other addresses alone', () => {
    expect(redactHubToken(`/hub/${TOKEN}`)).toBe('/hub/[token]')
    expect(redactHubToken(`/hub/${TOKEN}?x=1`)).toBe('/hub/[token]?x=1')
    expect(redactHubToken('/hub/expired?ref=1')).toBe('/hub/expired?ref=1')
    expect(redactHubToken('/api/persons')).toBe('/api/persons')
  })

  it('never writes a hub token to the log of a real request', async () => {
    let written = ''
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk)
        done()
      },
    })
    const app = Fastify({ logger: hubSafeLogger({ level: 'info', stream }) })
    app.get('/hub/:token', async () => 'ok')
    await app.inject({ method: 'GET', url: `/hub/${TOKEN}` })
    await app.close()
    expect(written).toContain('/hub/[token]')
    expect(written).not.toContain(TOKEN)
    expect(hubSafeLogger(false)).toBe(false)
  })
})
