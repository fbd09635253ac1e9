// The Team area's screens (contractors, employees, crews), each loaded lazily.
import type { RouteObject } from 'react-router'

export const teamRoutes: RouteObject[] = [
  {
    path: 'team/contractors',
    lazy: () => import('./contractors-page').then((m) => ({ Component: m.ContractorsPage })),
  },
  {
    path: 'team/employees',
    lazy: () => import('./employees-page').then((m) => ({ Component: m.EmployeesPage })),
  },
  {
    path: 'team/employees/:id',
    lazy: () => import('./employee-detail-page').then((m) => ({ Component: m.EmployeeDetailPage })),
  },
  {
    path: 'team/crews',
    lazy: () => import('./crews-page').then((m) => ({ Component: m.CrewsPage })),
  },
]
