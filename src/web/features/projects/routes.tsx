// The Projects area's screens (jobs, work orders, calendar, the crew's Today), each loaded lazily.
import { Navigate, type RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { lazyPage } from '../../lib/lazy-page'

export const projectsRoutes: RouteObject[] = [
  // The mobile tab bar's Projects target: the jobs list (SPEC: a redirect page to /projects/jobs).
  {
    path: 'projects',
    handle: requires('jobs:read'),
    element: <Navigate to="/projects/jobs" replace />,
  },
  lazyPage(
    'projects/jobs',
    () => import('./jobs-list-page'),
    'JobsListPage',
    requires('jobs:read'),
  ),
  lazyPage(
    'projects/jobs/new',
    () => import('./job-new-page'),
    'JobNewPage',
    requires('jobs:write'),
  ),
  lazyPage(
    'projects/jobs/:id',
    () => import('./job-detail-page'),
    'JobDetailPage',
    requires('jobs:read'),
  ),
  lazyPage(
    'projects/work-orders',
    () => import('./work-orders-page'),
    'WorkOrdersPage',
    requires('jobs:read'),
  ),
  // The crew's day (issue #32): every role that reads jobs; a Crew user sees their own crews'.
  lazyPage('today', () => import('./today-page'), 'TodayPage', requires('jobs:read')),
  lazyPage(
    'projects/calendar',
    () => import('./calendar-page'),
    'CalendarPage',
    requires('jobs:read'),
  ),
]
