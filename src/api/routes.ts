// The API route table: every route of every area. Each area keeps its routes in routes/<area>.ts;
// add a new area's routes here with one line. An area route that takes the place of a generic
// collection route says so with `replaces`; any other clash is refused when the table is built.
import { backupRoutes } from './backup/backup-routes'
import { collectionRoutes } from './records/collection-routes'
import { billingRoutes } from './billing/billing-routes'
import { crmRoutes } from './crm/crm-routes'
import { csvExportRoutes } from './system/csv-export-routes'
import { dashboardRoutes } from './dashboard/dashboard-routes'
import { estimateRoutes } from './sales/estimate-routes'
import { estimateResponseRoutes } from './sales/estimate-response-routes'
import { documentRoutes } from './documents/document-routes'
import { deleteImpactRoutes } from './records/delete-impact-routes'
import { importRoutes } from './imports/imports-routes'
import { mailTemplateRoutes } from './mail/template-routes'
import { mailRoutes } from './mail/mail-routes'
import { sendRoutes } from './mail/send-routes'
import { messagesRoutes } from './messages/messages-routes'
import { recordAuthorsRoutes } from './records/record-authors-routes'
import { followUpRoutes } from './follow-ups/follow-up-routes'
import { hubRoutes } from './hub/hub-routes'
import { visitConfirmationRoutes } from './hub/visit-confirmation-routes'
import { clientHubRoutes } from './client-hub/client-hub-routes'
import { historyRoutes } from './history/history-routes'
import { notificationsRoutes } from './notifications/notifications-routes'
import { paymentsRoutes } from './payments/payments-routes'
import { projectRoutes } from './projects/projects-routes'
import { seriesRoutes } from './projects/series-routes'
import { fieldActionRoutes } from './field/field-action-routes'
import { workOrderEditRoute } from './projects/work-order-edit-route'
import { timeClockRoutes } from './time/time-clock-routes'
import { reportRoutes } from './dashboard/reports-routes'
import { salesRoutes } from './sales/sales-routes'
import { settingsRoutes } from './settings/settings-routes'
import { userRoutes } from './access/users-routes'
import { systemRoutes } from './system/system-routes'
import { teamRoutes } from './team/team-routes'
import { timeReadRoutes } from './time/time-routes'
import { toolsRoutes } from './tools/tools-routes'
import { composeRouteTable } from './shared/route-table'
import type { ApiRoute } from './shared/route-types'

export type { ApiRoute, HttpMethod, RouteInput, RouteKey, RouteResult } from './shared/route-types'

const areaRoutes: readonly ApiRoute[] = [
  ...systemRoutes(),
  ...backupRoutes(),
  ...billingRoutes(),
  ...estimateRoutes(),
  ...estimateResponseRoutes(),
  ...documentRoutes(),
  ...projectRoutes(),
  ...seriesRoutes(),
  ...fieldActionRoutes(),
  workOrderEditRoute(),
  ...timeClockRoutes(),
  ...teamRoutes(),
  ...timeReadRoutes(),
  ...toolsRoutes(),
  ...messagesRoutes(),
  ...dashboardRoutes(),
  ...reportRoutes(),
  ...settingsRoutes(),
  ...mailTemplateRoutes(),
  ...userRoutes(),
  ...crmRoutes(),
  ...salesRoutes(),
  ...deleteImpactRoutes(),
  ...recordAuthorsRoutes(),
  ...historyRoutes(),
  ...notificationsRoutes(),
  ...csvExportRoutes(),
  ...importRoutes(),
  ...mailRoutes(),
  ...sendRoutes(),
  ...followUpRoutes(),
  ...hubRoutes(),
  ...visitConfirmationRoutes(),
  ...paymentsRoutes(),
  ...clientHubRoutes(),
]

export const apiRoutes: readonly ApiRoute[] = composeRouteTable(areaRoutes, collectionRoutes())
