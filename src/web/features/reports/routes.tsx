// Reports (Main area), loaded lazily with its chart library, away from the dashboard's first page.
import type { RouteObject } from 'react-router'

export const reportRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: () => import('./reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
]
