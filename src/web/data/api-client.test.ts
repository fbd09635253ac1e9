import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, setTransport } from './api-client'
import { ApiError } from './api-error'

afterEach(() => setTransport(null))

describe('api client', () => {
  it('returns the body of a 2xx answer and passes the request through', async () => {
    const transport = vi.fn(async () => ({ status: 200, body: { id: 'x' } }))
    setTransport(transport)
    expect(await api.get('/api/persons/x', { query: { q: 'a' } })).toEqual({ id: 'x' })
    expect(transport).toHaveBeenCalledWith({ method: 'GET', path: '/api/persons/x', query: { q: 'a' } })
  })

  it('throws the server error as an ApiError with code, message and fields', async () => {
    setTransport(async () => ({
      status: 400,
      body: {
        error: { code: 'VALIDATION', message: 'Invalid input', fields: { name: 'Name is required' } },
      },
    }))
    const error = await api.post('/api/persons', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid input',
      fields: { name: 'Name is required' },
    })
  })

  it('still throws a readable ApiError when the error body is not ours', async () => {
    setTransport(async () => ({ status: 500, body: '<html>Oops</html>' }))
    const error = await api.get('/api/jobs').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 500, code: 'INTERNAL' })
  })

  it('treats a gateway error (server down behind a proxy) as a network error', async () => {
    setTransport(async () => ({ status: 502, body: null }))
    const error = await api.get('/api/jobs').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: 'NETWORK' })
  })
})
