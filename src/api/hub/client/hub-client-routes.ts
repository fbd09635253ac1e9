// Every route of the client hub's own API, in one list: the server registers them behind the hub
// cookie and the output-paths test enumerates them.
import type { HubClientRoute } from './hub-client-route'
import { hubEstimateRoutes } from './hub-estimate-routes'

export const hubClientRoutes: readonly HubClientRoute[] = [...hubEstimateRoutes]
