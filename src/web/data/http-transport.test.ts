import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error'
import { buildUrl, httpTransport } from './http-transport'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('buildUrl', () => {
  it('adds the query, leaving out undefined values', () => {
    expect(buildUrl('/api/jobs', { q: 'oak st', filter: undefined, limit: 20, unread: true })).toBe(
      '/api/jobs?q=oak+st&limit=20&unread=true',
    )
    expect(buildUrl('/api/jobs', {})).toBe('/api/jobs')
  })
})

describe('httpTransport', () => {
  it('sends JSON and parses the JSON answer without throwing on HTTP errors', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'VALIDATION', message: 'Bad' } }), {
          status: 400,
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const response = await httpTransport({
      method: 'POST',
      path: '/api/persons',
      body: { name: 'A' },
    })
    expect(response).toEqual({ status: 400, body: { error: { code: 'VALIDATION', message: 'Bad' } } })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/persons')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"name":"A"}')
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json')
  })

  it('sends a file as it is, under the content type the caller names', async () => {
    const fetchMock = vi.fn(async () => new Response('{"files":0}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const file = new Blob([new Uint8Array([0x1f, 0x8b])], { type: 'application/x-compressed-tar' })
    await httpTransport({
      method: 'POST',
      path: '/api/backup/restore',
      body: file,
      headers: { 'content-type': 'application/gzip' },
    })
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.body).toBe(file)
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/gzip')
  })

  it('hands a download over as a Blob of the text, and still parses an error answer', async () => {
    const text = '{"exported_at":"x","persons":[]}'
    vi.stubGlobal('fetch', async () => new Response(text, { status: 200 }))
    const ok = await httpTransport({ method: 'GET', path: '/api/export', as: 'blob' })
    expect(ok.body).toBeInstanceOf(Blob)
    expect(await (ok.body as Blob).text()).toBe(text)
    const error = { error: { code: 'INTERNAL', message: 'Something went wrong' } }
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(error), { status: 500 }))
    expect(await httpTransport({ method: 'GET', path: '/api/export', as: 'blob' })).toEqual({
      status: 500,
      body: error,
    })
  })

  it('answers 204 with a null body', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }))
    expect(await httpTransport({ method: 'DELETE', path: '/api/jobs/1' })).toEqual({
      status: 204,
      body: null,
    })
  })

  it('turns a network failure into a NETWORK ApiError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await httpTransport({ method: 'GET', path: '/api/jobs' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'NETWORK', message: NETWORK_ERROR_MESSAGE })
  })

  it('lets a cancelled request reject as an abort, not a network error', async () => {
    const controller = new AbortController()
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('Aborted', 'AbortError')
    })
    controller.abort()
    const error = await httpTransport({
      method: 'GET',
      path: '/api/jobs',
      signal: controller.signal,
    }).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as DOMException).name).toBe('AbortError')
  })
})
