// The API route table: every route of every area. Each area keeps its routes in routes/<area>.ts;
// add a new area's routes here with one line.
import { collectionRoutes } from './routes/collections'
import { commandRoutes } from './routes/commands'
import { systemRoutes } from './routes/system'
import type { ApiRoute } from './route-types'

export type { ApiRoute, HttpMethod, RouteInput, RouteResult } from './route-types'

export const apiRoutes: readonly ApiRoute[] = [
  ...systemRoutes(),
  ...commandRoutes(),
  ...collectionRoutes(),
]
