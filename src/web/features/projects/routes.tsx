// The Projects area's screens (jobs, work orders, calendar), each loaded lazily.
import { Navigate, type RouteObject } from 'react-router'

export const projectsRoutes: RouteObject[] = [
  // The mobile tab bar's Projects target: the jobs list (SPEC: a redirect page to /projects/jobs).
  { path: 'projects', element: <Navigate to="/projects/jobs" replace /> },
  {
    path: 'projects/jobs',
    lazy: () => import('./jobs-list-page').then((m) => ({ Component: m.JobsListPage })),
  },
  {
    path: 'projects/jobs/new',
    lazy: () => import('./job-new-page').then((m) => ({ Component: m.JobNewPage })),
  },
  {
    path: 'projects/jobs/:id',
    lazy: () => import('./job-detail-page').then((m) => ({ Component: m.JobDetailPage })),
  },
  {
    path: 'projects/work-orders',
    lazy: () => import('./work-orders-page').then((m) => ({ Component: m.WorkOrdersPage })),
  },
  {
    path: 'projects/calendar',
    lazy: () => import('./calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
]
