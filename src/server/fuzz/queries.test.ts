// Hostile query strings on every GET route of the server: bad q, filter, sort, limit, cursor, tz
// and field values, unknown and repeated keys, and malformed percent-encoding.
import { fuzzRuns } from '../../contract/fuzz/fuzz-runner'
import { fuzzEachRoute } from '../../contract/fuzz/fuzz-suite'
import { queryRequest } from '../../contract/fuzz/route-requests'
import { apiRoutes } from '../../api/routes'
import { fuzzServerWorld as world, useFuzzServer } from './fuzz-server'

const server = useFuzzServer()

const runs = fuzzRuns(60)

fuzzEachRoute({
  name: 'queries',
  routes: apiRoutes.filter((route) => route.method === 'GET'),
  target: server,
  request: (route) => queryRequest(world, route),
  // A route that reads no query gets a few cases: it must still ignore what it is sent.
  runs: (route) => (route.querySchema ? runs : Math.max(5, Math.ceil(runs / 6))),
})
