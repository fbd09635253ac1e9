// The Main area: '/' and '/dashboard' are the same page. The dashboard is the first page most visits
// open, so its code is part of the entry file rather than a chunk of its own: the router starts at
// once (no chunk to wait for, one round trip fewer on a phone) and the first render draws the page
// (decision 022).
import type { RouteObject } from 'react-router'
import { DashboardPage } from './dashboard-page'
import { requires } from '../../lib/access'

export const dashboardRoutes: RouteObject[] = [
  { index: true, handle: requires('dashboard:read'), Component: DashboardPage },
  { path: 'dashboard', handle: requires('dashboard:read'), Component: DashboardPage },
]
