// The Team area's screens (contractors, employees, crews, timesheets), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const teamRoutes: RouteObject[] = [
  lazyPage(
    'team/contractors',
    () => import('./contractors-page'),
    'ContractorsPage',
    requires('team:read'),
  ),
  lazyPage(
    'team/employees',
    () => import('./employees-page'),
    'EmployeesPage',
    requires('team:read'),
  ),
  lazyPage(
    'team/employees/:id',
    () => import('./employee-detail-page'),
    'EmployeeDetailPage',
    requires('team:read'),
  ),
  lazyPage('team/crews', () => import('./crews-page'), 'CrewsPage', requires('crews:read')),
  // Issue #32: the weeks of recorded time (a Crew user: their own and their crew's, as the lead).
  lazyPage(
    'timesheets',
    () => import('./timesheets-page'),
    'TimesheetsPage',
    requires('time:read'),
  ),
  lazyPage(
    'timesheets/:employeeId',
    () => import('./timesheet-page'),
    'TimesheetPage',
    requires('time:read'),
  ),
]
