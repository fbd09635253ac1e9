// The Main area: '/' and '/dashboard' are the same page.
import type { RouteObject } from 'react-router'

const dashboard: RouteObject['lazy'] = () =>
  import('./dashboard-page').then((m) => ({ Component: m.DashboardPage }))

export const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  { path: 'dashboard', lazy: dashboard },
]
