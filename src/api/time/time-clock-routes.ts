// The time routes that write (issue #32 section 3): the day clock, corrections of entries and the
// weeks' timesheet states. The timesheet reads, payroll and job costing live beside them.
import type { ApiRoute } from '../shared/route-types'
import { clockRoutes } from './clock-routes'
import { timeEntryRoutes } from './time-entry-routes'
import { timesheetStateRoutes } from './timesheet-state-routes'

export const timeClockRoutes = (): ApiRoute[] => [
  ...clockRoutes(),
  ...timeEntryRoutes(),
  ...timesheetStateRoutes(),
]
