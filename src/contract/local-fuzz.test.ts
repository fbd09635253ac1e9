// The server's fuzz families (bodies, queries, path ids) against the browser-only demo's transport,
// with fewer runs: the demo must refuse the same input without touching what it has stored.
import { afterAll, beforeAll } from 'vitest'
import { apiRoutes } from '../api/routes'
import { generateSeed } from '../domain/seed/seed'
import { fuzzRuns } from './fuzz/fuzz-runner'
import { fuzzEachRoute } from './fuzz/fuzz-suite'
import { openLocalFuzzTarget, type LocalFuzzTarget } from './fuzz/local-fuzz-target'
import {
  bodyRequest,
  fuzzWorld,
  idCollectionOf,
  pathRequest,
  queryRequest,
} from './fuzz/route-requests'

/** Wednesday 14 January 2026, 15:30 UTC (the server fuzz suites' time). */
const NOW = Date.UTC(2026, 0, 14, 15, 30)
const world = fuzzWorld(generateSeed(NOW))
let target: LocalFuzzTarget

beforeAll(async () => {
  target = await openLocalFuzzTarget(NOW)
})
afterAll(() => target?.close())

const runs = Math.max(5, Math.ceil(fuzzRuns(60) / 3))

fuzzEachRoute({
  name: 'demo bodies',
  routes: apiRoutes.filter((route) => route.method === 'POST' || route.method === 'PATCH'),
  target: () => target,
  request: (route) => bodyRequest(world, route),
  runs: (route) => (route.bodySchema ? runs : 3),
})

fuzzEachRoute({
  name: 'demo queries',
  routes: apiRoutes.filter((route) => route.method === 'GET'),
  target: () => target,
  request: (route) => queryRequest(world, route),
  runs: (route) => (route.querySchema ? runs : 3),
})

fuzzEachRoute({
  name: 'demo path ids',
  routes: apiRoutes.filter((route) => idCollectionOf(route) !== null),
  target: () => target,
  request: (route) => pathRequest(world, route),
  runs: () => Math.max(3, Math.ceil(runs / 3)),
})
