// Renders the real route table at a path, with a fresh query client and a fake API transport.
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { AppProviders } from '../app/providers'
import { routes } from '../app/routes'
import { setTransport } from '../data/api-client'
import type { ApiRequest, ApiResponse } from '../data/transport'

export type FakeApi = (req: ApiRequest) => ApiResponse | Promise<ApiResponse>

export function renderApp(path: string, fakeApi: FakeApi = () => ({ status: 404, body: null })) {
  const transport = vi.fn(async (req: ApiRequest) => fakeApi(req))
  setTransport(transport)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, transport }
}

export function page<T>(items: T[], total = items.length, next_cursor: string | null = null) {
  return { status: 200, body: { items, total, next_cursor } }
}

/**
 * Answers a screen's record lookups from `records`: the batched `GET /api/{collection}?ids=a,b`
 * (data/lookup-batcher.ts) and `GET /api/{collection}/{id}`; undefined for any other request.
 */
export function lookupAnswers(collection: string, records: readonly { id: string }[]) {
  return (req: ApiRequest): ApiResponse | undefined => {
    if (req.method !== 'GET') return undefined
    const ids = req.query?.ids
    if (req.path === `/api/${collection}` && typeof ids === 'string') {
      const wanted = new Set(ids.split(','))
      return page(records.filter((record) => wanted.has(record.id)))
    }
    const record = records.find((r) => req.path === `/api/${collection}/${r.id}`)
    return record ? { status: 200, body: record } : undefined
  }
}
