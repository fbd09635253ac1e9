// The Team area's screens (contractors, employees, crews), each loaded lazily.
import type { RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page'

export const teamRoutes: RouteObject[] = [
  lazyPage('team/contractors', () => import('./contractors-page'), 'ContractorsPage'),
  lazyPage('team/employees', () => import('./employees-page'), 'EmployeesPage'),
  lazyPage('team/employees/:id', () => import('./employee-detail-page'), 'EmployeeDetailPage'),
  lazyPage('team/crews', () => import('./crews-page'), 'CrewsPage'),
]
