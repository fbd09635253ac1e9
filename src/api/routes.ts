// The API route table: every route of every area. Each area keeps its routes in routes/<area>.ts;
// add a new area's routes here with one line. An area route that takes the place of a generic
// collection route says so with `replaces`; any other clash is refused when the table is built.
import { backupRoutes } from './routes/backup'
import { collectionRoutes } from './routes/collections'
import { billingRoutes } from './routes/billing'
import { crmRoutes } from './routes/crm'
import { csvExportRoutes } from './routes/csv-export'
import { dashboardRoutes } from './routes/dashboard'
import { estimateRoutes } from './routes/estimates'
import { deleteImpactRoutes } from './routes/delete-impact'
import { importRoutes } from './routes/imports'
import { messagesRoutes } from './routes/messages'
import { recordAuthorsRoutes } from './routes/record-authors'
import { projectRoutes } from './routes/projects'
import { reportRoutes } from './routes/reports'
import { salesRoutes } from './routes/sales'
import { settingsRoutes } from './routes/settings'
import { userRoutes } from './routes/users'
import { systemRoutes } from './routes/system'
import { teamRoutes } from './routes/team'
import { toolsRoutes } from './routes/tools'
import { composeRouteTable } from './route-table'
import type { ApiRoute } from './route-types'

export type { ApiRoute, HttpMethod, RouteInput, RouteKey, RouteResult } from './route-types'

const areaRoutes: readonly ApiRoute[] = [
  ...systemRoutes(),
  ...backupRoutes(),
  ...billingRoutes(),
  ...estimateRoutes(),
  ...projectRoutes(),
  ...teamRoutes(),
  ...toolsRoutes(),
  ...messagesRoutes(),
  ...dashboardRoutes(),
  ...reportRoutes(),
  ...settingsRoutes(),
  ...userRoutes(),
  ...crmRoutes(),
  ...salesRoutes(),
  ...deleteImpactRoutes(),
  ...recordAuthorsRoutes(),
  ...csvExportRoutes(),
  ...importRoutes(),
]

export const apiRoutes: readonly ApiRoute[] = composeRouteTable(areaRoutes, collectionRoutes())
