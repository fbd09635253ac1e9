// Every route of the client hub's own API, in one list: the server registers them behind the hub
// cookie and the output-paths test enumerates them.
import type { HubClientRoute } from './hub-client-route'
import { hubInvoiceRoutes } from './hub-invoice-routes'
import { hubVisitRoutes } from './hub-visit-routes'
import { hubWorkRequestRoutes } from './hub-work-request-routes'

export const hubClientRoutes: readonly HubClientRoute[] = [
  ...hubInvoiceRoutes,
  ...hubVisitRoutes,
  ...hubWorkRequestRoutes,
]
