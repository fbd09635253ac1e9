// The Projects area's screens (jobs, work orders, calendar), each loaded lazily.
import { Navigate, type RouteObject } from 'react-router'
import { requires } from '../../lib/access'

export const projectsRoutes: RouteObject[] = [
  // The mobile tab bar's Projects target: the jobs list (SPEC: a redirect page to /projects/jobs).
  {
    path: 'projects',
    handle: requires('jobs:read'),
    element: <Navigate to="/projects/jobs" replace />,
  },
  {
    path: 'projects/jobs',
    handle: requires('jobs:read'),
    lazy: () => import('./jobs-list-page').then((m) => ({ Component: m.JobsListPage })),
  },
  {
    path: 'projects/jobs/new',
    handle: requires('jobs:write'),
    lazy: () => import('./job-new-page').then((m) => ({ Component: m.JobNewPage })),
  },
  {
    path: 'projects/jobs/:id',
    handle: requires('jobs:read'),
    lazy: () => import('./job-detail-page').then((m) => ({ Component: m.JobDetailPage })),
  },
  {
    path: 'projects/work-orders',
    handle: requires('jobs:read'),
    lazy: () => import('./work-orders-page').then((m) => ({ Component: m.WorkOrdersPage })),
  },
  {
    path: 'projects/calendar',
    handle: requires('jobs:read'),
    lazy: () => import('./calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
]
