// The load cases of issue #7, each rotating over many ids, queries or bodies so that caches do not
// make one hot row look fast and every write does real work (a fresh unpaid invoice each call).
import { randomUUID } from 'node:crypto'
import type { DataManifest } from '../data/fill-database'
import type { LoadCase, NextRequest } from './run-load'

/** Cycles through `items` forever. */
function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('Nothing to rotate over')
  let i = 0
  return () => items[i++ % items.length] as T
}

export type CaseOptions = {
  seconds: number
  connections: readonly number[]
  exportRequests: number
}

export function loadCases(manifest: DataManifest, options: CaseOptions): LoadCase[] {
  const { seconds, connections } = options
  const personId = rotate(manifest.personIds)
  const get = (name: string, next: () => NextRequest, note?: string): LoadCase => ({
    name,
    method: 'GET',
    next,
    connections,
    seconds,
    ...(note ? { note } : {}),
  })
  const search = (length: '1' | '3' | '8') => {
    const query = rotate(manifest.queries[length])
    return get(
      `search q=${length} char${length === '1' ? '' : 's'}`,
      () => ({ path: `/api/persons?q=${encodeURIComponent(query())}` }),
      'target: p95 < 10 ms server-side on PGlite',
    )
  }

  let created = 0
  // Each unpaid invoice is marked paid once; past the end the calls answer 409 (counted as non-2xx).
  let unpaid = 0
  const unpaidIds = manifest.unpaidInvoiceIds

  return [
    get('GET /ping (bare Fastify)', () => ({ path: '/ping' })),
    get('GET /api/persons/:id', () => ({ path: `/api/persons/${personId()}` })),
    search('1'),
    search('3'),
    search('8'),
    get('jobs today', () => ({ path: '/api/jobs?filter=today&tz=0' })),
    get('invoices overdue', () => ({ path: '/api/invoices?filter=overdue' })),
    get('dashboard', () => ({ path: '/api/dashboard?tz=0' })),
    {
      name: 'POST /api/persons (create)',
      method: 'POST',
      connections,
      seconds,
      next: () => {
        const n = ++created
        return {
          path: '/api/persons',
          body: JSON.stringify({
            name: `Bench Person ${n}`,
            email: `bench.person${n}@example.com`,
            phone: `(512) 555-${String(n % 10_000).padStart(4, '0')}`,
            tags: ['Residential'],
            location: 'Austin, TX',
          }),
        }
      },
    },
    {
      name: 'POST mark invoice paid',
      method: 'POST',
      connections,
      seconds,
      next: () => ({
        path: `/api/invoices/${unpaidIds[unpaid++ % Math.max(1, unpaidIds.length)]}/mark-paid`,
        // No body, as the web app sends it; a key as a client that retries safely sends one.
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
    {
      name: 'GET /api/export (all data)',
      method: 'GET',
      connections: [1],
      amount: options.exportRequests,
      timeoutSeconds: 300,
      next: () => ({ path: '/api/export' }),
    },
  ]
}
