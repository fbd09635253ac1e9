// Hostile ids in the path of every route that has one: unknown uuids, upper-case and padded uuids,
// no uuid at all, very long segments, injection strings and malformed percent-encoding.
import { fuzzRuns } from '../../contract/fuzz/fuzz-runner'
import { fuzzEachRoute } from '../../contract/fuzz/fuzz-suite'
import { idCollectionOf, pathRequest } from '../../contract/fuzz/route-requests'
import { apiRoutes } from '../../api/routes'
import { fuzzServerWorld as world, useFuzzServer } from './fuzz-server'

const server = useFuzzServer()

const runs = fuzzRuns(60)

fuzzEachRoute({
  name: 'path ids',
  routes: apiRoutes.filter((route) => idCollectionOf(route) !== null),
  target: server,
  request: (route) => pathRequest(world, route),
  runs: () => Math.max(10, Math.ceil(runs / 3)),
})
