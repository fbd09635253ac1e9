// Time's read routes (issue #32 section 3): timesheets, the payroll CSV and a job's costing.
import type { ApiRoute } from '../shared/route-types'
import { jobCostingRoute } from './job-costing-route'
import { payrollRoute } from './payroll-route'
import { timesheetRoutes } from './timesheet-routes'

export function timeReadRoutes(): ApiRoute[] {
  return [...timesheetRoutes(), payrollRoute(), jobCostingRoute()]
}
