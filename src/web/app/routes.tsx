// The route table of SPEC.md section 2. Each area's pages load lazily. Screens not built yet render
// a placeholder from `placeholderRoutes`: to build one, delete its entry there and add the area's
// routes module (features/<area>/routes.tsx) to `areaRoutes`.
import type { RouteObject } from 'react-router'
import { AppLayout } from '../components/layout/app-layout'
import { crmRoutes } from '../features/crm/routes'
import { dashboardRoutes } from '../features/dashboard/routes'
import { AppLoading } from './app-loading'
import { NotFoundPage } from './not-found-page'
import { PlaceholderPage } from './placeholder-page'
import { RouteErrorPage } from './route-error-page'
import { SignOutPage } from './signout-page'

/** Built screens: each area owns its routes module under features/<area>/routes.tsx. */
export const areaRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...crmRoutes,
  { path: 'signout', Component: SignOutPage },
]

/** Screens still to build: path (relative to '/') and the page title. */
export const placeholderRoutes: readonly { path: string; title: string }[] = [
  { path: 'camera', title: 'Media Capture' },
  { path: 'messages', title: 'Messages' },
  { path: 'projects', title: 'Projects' },
  { path: 'ai', title: 'AI Assistant' },
  { path: 'reports', title: 'Reports' },
  { path: 'crm/contacts/companies', title: 'Companies' },
  { path: 'crm/contacts/companies/:id', title: 'Company' },
  { path: 'projects/jobs', title: 'Jobs' },
  { path: 'projects/jobs/new', title: 'New Job' },
  { path: 'projects/jobs/:id', title: 'Job' },
  { path: 'projects/work-orders', title: 'Work Orders' },
  { path: 'projects/calendar', title: 'Calendar' },
  { path: 'sales/leads', title: 'Leads' },
  { path: 'sales/leads/new', title: 'New Lead' },
  { path: 'sales/leads/:id', title: 'Lead' },
  { path: 'sales/estimates', title: 'Estimates' },
  { path: 'sales/estimates/new', title: 'Create Estimate' },
  { path: 'sales/estimates/:id', title: 'Estimate' },
  { path: 'billing/invoices', title: 'Invoices' },
  { path: 'billing/invoices/new', title: 'Create Invoice' },
  { path: 'billing/invoices/:id', title: 'Invoice' },
  { path: 'billing/payments', title: 'Payments' },
  { path: 'team/contractors', title: 'Contractors' },
  { path: 'team/employees', title: 'Employees' },
  { path: 'team/employees/:id', title: 'Employee' },
  { path: 'team/crews', title: 'Crews' },
  { path: 'tools/media', title: 'Media' },
  { path: 'tools/media/upload', title: 'Media' },
  { path: 'tools/gallery', title: 'Gallery' },
  { path: 'tools/templates', title: 'Templates' },
  { path: 'tools/forms', title: 'Forms' },
  { path: 'tools/notes', title: 'Notes' },
  { path: 'messages/inbox', title: 'Inbox' },
  { path: 'messages/team', title: 'Team Chat' },
  { path: 'settings/branding', title: 'Business / Branding' },
  { path: 'settings/integrations', title: 'Integrations' },
  { path: 'settings/users', title: 'Users & Roles' },
  { path: 'settings/notifications', title: 'Notifications' },
  { path: 'settings/demo', title: 'Demo' },
  { path: 'support/kb', title: 'Knowledge Base' },
  { path: 'support/tickets', title: 'Submit Ticket' },
]

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      ...areaRoutes,
      ...placeholderRoutes.map(({ path, title }): RouteObject => ({
        path,
        element: <PlaceholderPage key={path} title={title} />,
      })),
      { path: '*', Component: NotFoundPage },
    ],
  },
]
