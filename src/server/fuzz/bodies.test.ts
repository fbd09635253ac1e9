// Hostile JSON bodies on every POST and PATCH route of the server (wrong types, missing and extra
// fields, huge and strange text, impossible amounts and dates, injection strings).
import { fuzzRuns } from '../../contract/fuzz/fuzz-runner'
import { fuzzEachRoute } from '../../contract/fuzz/fuzz-suite'
import { bodyRequest } from '../../contract/fuzz/route-requests'
import { apiRoutes } from '../../api/routes'
import { fuzzServerWorld as world, useFuzzServer } from './fuzz-server'

const server = useFuzzServer()

const runs = fuzzRuns(60)
const routes = apiRoutes.filter((route) => route.method === 'POST' || route.method === 'PATCH')

fuzzEachRoute({
  name: 'bodies',
  routes,
  target: server,
  request: (route) => bodyRequest(world, route),
  // A route that reads no body gets a few cases: it must still ignore what it is sent.
  runs: (route) => (route.bodySchema ? runs : Math.max(5, Math.ceil(runs / 6))),
})
