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
