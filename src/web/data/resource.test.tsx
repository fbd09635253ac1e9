// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTransport } from './api-client'
import { resourceQueries, useCreateRecord, useDeleteRecord, useUpdateRecord } from './resource'
import type { ApiRequest, ApiResponse } from './api-request'

afterEach(() => setTransport(null))

function setup(answer: (req: ApiRequest) => ApiResponse) {
  const transport = vi.fn(async (req: ApiRequest) => answer(req))
  setTransport(transport)
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  /** Puts an answer in the cache under `key`, so the test can see whether it is invalidated. */
  const cached = (key: readonly unknown[]) => {
    queryClient.setQueryData(key, { cached: true })
    return () => queryClient.getQueryState(key)?.isInvalidated
  }
  return { transport, queryClient, wrapper, cached }
}

const job = { id: 'j1', version: 3, status: 'Scheduled', date: 1 }

describe('resource queries', () => {
  it('keys lists, pages and details by collection and asks the collection endpoint', () => {
    const jobs = resourceQueries('jobs')
    expect(jobs.list({ sort: 'recent', limit: 200 }).queryKey).toEqual([
      'jobs',
      'list',
      { sort: 'recent', limit: 200 },
    ])
    expect(jobs.pages({ q: 'oak' }, 24).queryKey).toEqual(['jobs', 'infinite', { q: 'oak', limit: 24 }])
    expect(jobs.detail('j1').queryKey).toEqual(['jobs', 'detail', 'j1'])
  })

  it('reads every row of a filter by following the cursor, so nothing stops at one page', async () => {
    const { transport, queryClient } = setup((req) => {
      const cursor = req.query?.cursor
      return {
        status: 200,
        body:
          cursor === undefined
            ? { items: [{ id: 'p1' }, { id: 'p2' }], total: 3, next_cursor: 'c2' }
            : { items: [{ id: 'p3' }], total: 3, next_cursor: null },
      }
    })
    const every = resourceQueries('payments').every({ invoice_id: 'i1' })
    expect(every.queryKey).toEqual(['payments', 'list', { invoice_id: 'i1', every: true }])
    const answer = await queryClient.fetchQuery(every)
    expect(answer.items.map((p) => p.id)).toEqual(['p1', 'p2', 'p3'])
    expect(answer.total).toBe(3)
    const queries = transport.mock.calls.map(([req]) => req.query)
    expect(queries).toEqual([
      expect.objectContaining({ invoice_id: 'i1', limit: 200 }),
      expect.objectContaining({ invoice_id: 'i1', limit: 200, cursor: 'c2' }),
    ])
  })
})

describe('resource mutations', () => {
  it('after a create, sets the detail and invalidates the lists and what the collection declares', async () => {
    const { transport, queryClient, wrapper, cached } = setup(() => ({ status: 201, body: job }))
    const list = cached(['jobs', 'list', {}])
    const summary = cached(['employees', 'summary', 'e1'])
    const persons = cached(['persons', 'list', {}])
    const { result } = renderHook(() => useCreateRecord('jobs'), { wrapper })
    await act(() => result.current.mutateAsync({ client_person_id: 'p1' } as never))
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', path: '/api/jobs' }),
    )
    expect(queryClient.getQueryData(['jobs', 'detail', 'j1'])).toEqual(job)
    expect(list()).toBe(true)
    expect(summary()).toBe(true)
    expect(persons()).toBe(false)
  })

  it('sends a patch with the version and refetches the record when it was changed by someone else', async () => {
    const { transport, wrapper, cached } = setup(() => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'This record was changed by someone else' } },
    }))
    const detail = cached(['jobs', 'detail', 'j1'])
    const { result } = renderHook(
      () =>
        useUpdateRecord('jobs', (status: string) => ({
          id: job.id,
          patch: { status, version: job.version } as never,
        })),
      { wrapper },
    )
    const error = await act(() => result.current.mutateAsync('Done').catch((e: unknown) => e))
    expect(error).toMatchObject({ code: 'CONFLICT' })
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/jobs/j1',
        body: { status: 'Done', version: 3 },
      }),
    )
    expect(detail()).toBe(true)
  })

  it('after deleting a record others point at, refetches everything but the deleted record', async () => {
    const { wrapper, cached } = setup(() => ({ status: 204, body: null }))
    const deleted = cached(['persons', 'detail', 'p1'])
    const jobs = cached(['jobs', 'list', {}])
    const { result } = renderHook(() => useDeleteRecord('persons', 'p1'), { wrapper })
    await act(() => result.current.mutateAsync())
    expect(jobs()).toBe(true)
    expect(deleted()).toBe(false)
  })

  it('after deleting a row nothing points at, refetches its own collection only', async () => {
    const { transport, wrapper, cached } = setup(() => ({ status: 204, body: null }))
    const notes = cached(['person-notes', 'list', {}])
    const persons = cached(['persons', 'list', {}])
    const { result } = renderHook(() => useDeleteRecord('person-notes'), { wrapper })
    await act(() => result.current.mutateAsync('n1'))
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', path: '/api/person-notes/n1' }),
    )
    expect(notes()).toBe(true)
    expect(persons()).toBe(false)
  })
})
