// Renders the real route table at a path, with a fresh query client and a fake API transport.
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { vi } from 'vitest'
import { AppProviders } from '../app/providers'
import { routes } from '../app/routes'
import { setTransport } from '../data/api-client'
import type { ApiRequest, ApiResponse } from '../data/api-request'

export type FakeApi = (req: ApiRequest) => ApiResponse | Promise<ApiResponse>

/** The signed-in user of a rendered app unless a test's fake API answers the session itself. */
export const TEST_OWNER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Olivia Owner',
  email: 'owner@example.com',
  role: 'Owner',
  employee_id: null,
} as const

/** Signed-in users of the other roles, for the screens each role sees. */
export const TEST_ESTIMATOR = {
  ...TEST_OWNER,
  name: 'Ezra Estimator',
  email: 'ezra@example.com',
  role: 'Estimator',
} as const
export const TEST_FOREMAN = {
  ...TEST_OWNER,
  name: 'Frankie Foreman',
  email: 'frankie@example.com',
  role: 'Foreman',
} as const
export const TEST_CREW = {
  ...TEST_OWNER,
  name: 'Casey Crew',
  email: 'casey@example.com',
  role: 'Crew',
  // A crew member is an employee: their own clock is on Today.
  employee_id: '00000000-0000-4000-8000-00000000c0de',
} as const

/**
 * Renders the app at `path` signed in as `user` (server mode: the app waits for GET
 * /api/auth/get-session, answered here before `fakeApi` sees it); null: nobody is signed in.
 */
export function renderApp(
  path: string,
  fakeApi: FakeApi = () => ({ status: 404, body: null }),
  {
    user = TEST_OWNER,
    routes: table = routes,
  }: {
    user?: object | null
    /** Another app's route table (the field app's, app/field/field-app.tsx). */
    routes?: RouteObject[]
  } = {},
) {
  const transport = vi.fn(async (req: ApiRequest) => fakeApi(req))
  // Outside the mock: a test that replaces its implementation or counts its calls sees the screen's.
  setTransport(async (req) =>
    req.method === 'GET' && req.path === '/api/auth/get-session'
      ? { status: 200, body: user ? { user } : null }
      : transport(req),
  )
  const router = createMemoryRouter(table, { initialEntries: [path] })
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
