// The route table of SPEC.md section 2. Each area's pages load lazily. Screens not built yet render
// a placeholder from `placeholderRoutes`: to build one, delete its entry there and add the area's
// routes module (features/<area>/routes.tsx) to `areaRoutes`.
import type { RouteObject } from 'react-router'
import { assistantRoutes } from '../features/assistant/routes'
import { billingRoutes } from '../features/billing/routes'
import { crmRoutes } from '../features/crm/routes'
import { dashboardRoutes } from '../features/dashboard/routes'
import { messagesRoutes } from '../features/messages/routes'
import { projectsRoutes } from '../features/projects/routes'
import { reportRoutes } from '../features/reports/routes'
import { salesRoutes } from '../features/sales/routes'
import { settingsRoutes } from '../features/settings/routes'
import { supportRoutes } from '../features/support/routes'
import { teamRoutes } from '../features/team/routes'
import { toolsRoutes } from '../features/tools/routes'
import { AppLoading } from './app-loading'
import { AppShell } from './app-shell'
import { NotFoundPage } from './not-found-page'
import { PlaceholderPage } from './placeholder-page'
import { RouteErrorPage } from './route-error-page'
import { SignOutPage } from './signout-page'

/** Built screens: each area owns its routes module under features/<area>/routes.tsx. */
export const areaRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...reportRoutes,
  ...settingsRoutes,
  ...supportRoutes,
  ...crmRoutes,
  ...salesRoutes,
  ...projectsRoutes,
  ...billingRoutes,
  ...teamRoutes,
  ...toolsRoutes,
  ...messagesRoutes,
  ...assistantRoutes,
  { path: 'signout', Component: SignOutPage },
]

/** Screens still to build: path (relative to '/') and the page title. */
export const placeholderRoutes: readonly { path: string; title: string }[] = []

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
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
