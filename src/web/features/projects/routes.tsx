// The Projects area's screens (jobs, work orders, calendar), each loaded lazily.
import { Navigate, type RouteObject } from 'react-router'
import { lazyPage } from '../../lib/lazy-page'

export const projectsRoutes: RouteObject[] = [
  // The mobile tab bar's Projects target: the jobs list (SPEC: a redirect page to /projects/jobs).
  { path: 'projects', element: <Navigate to="/projects/jobs" replace /> },
  lazyPage('projects/jobs', () => import('./jobs-list-page'), 'JobsListPage'),
  lazyPage('projects/jobs/new', () => import('./job-new-page'), 'JobNewPage'),
  lazyPage('projects/jobs/:id', () => import('./job-detail-page'), 'JobDetailPage'),
  lazyPage('projects/work-orders', () => import('./work-orders-page'), 'WorkOrdersPage'),
  lazyPage('projects/calendar', () => import('./calendar-page'), 'CalendarPage'),
]
