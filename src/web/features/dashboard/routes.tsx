// The Main area: '/' and '/dashboard' are the same page. The dashboard is the first page most visits
// open, so its code is part of the entry file rather than a chunk of its own: the router starts at
// once (no chunk to wait for, one round trip fewer on a phone) and the first render draws the page
// (decision 022).
import type { RouteObject } from 'react-router'
import { DashboardPage } from './dashboard-page'

export const dashboardRoutes: RouteObject[] = [
  { index: true, Component: DashboardPage },
  { path: 'dashboard', Component: DashboardPage },
]
