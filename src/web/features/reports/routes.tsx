// Reports (Main area), loaded lazily with its chart library, away from the dashboard's first page.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const reportRoutes: RouteObject[] = [
  lazyPage('reports', () => import('./reports-page'), 'ReportsPage', requires('reports:read')),
]
