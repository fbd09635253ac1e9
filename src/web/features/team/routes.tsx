// The Team area's screens (contractors, employees, crews), each loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const teamRoutes: RouteObject[] = [
  {
    path: 'team/contractors',
    handle: requires('team:read'),
    lazy: () => import('./contractors-page').then((m) => ({ Component: m.ContractorsPage })),
  },
  {
    path: 'team/employees',
    handle: requires('team:read'),
    lazy: () => import('./employees-page').then((m) => ({ Component: m.EmployeesPage })),
  },
  {
    path: 'team/employees/:id',
    handle: requires('team:read'),
    lazy: () => import('./employee-detail-page').then((m) => ({ Component: m.EmployeeDetailPage })),
  },
  {
    path: 'team/crews',
    handle: requires('crews:read'),
    lazy: () => import('./crews-page').then((m) => ({ Component: m.CrewsPage })),
  },
]
