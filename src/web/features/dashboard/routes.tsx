// The Main area: '/' and '/dashboard' are the same page. The dashboard is the first page most visits
// open, so its code is part of the entry file rather than a chunk of its own: the router starts at
// once (no chunk to wait for, one round trip fewer on a phone) and the first render draws the page
// (decision 022).
import { Navigate, type RouteObject } from 'react-router'
import { DashboardPage } from './dashboard-page'
import { homePath, requires, useAccess } from '../../lib/access'

/** '/': the dashboard, or the page that is the role's home (Crew; Crew and Foreman on a phone). */
function HomePage() {
  const home = homePath(useAccess())
  return home === '/dashboard' ? <DashboardPage /> : <Navigate to={home} replace />
}

export const dashboardRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: 'dashboard', handle: requires('dashboard:read'), Component: DashboardPage },
]
