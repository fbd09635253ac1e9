// Reports (Main area), loaded lazily with its chart library, away from the dashboard's first page.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const reportRoutes: RouteObject[] = [
  {
    path: 'reports',
    handle: requires('reports:read'),
    lazy: () => import('./reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
]
