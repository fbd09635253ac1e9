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
import { RouteGuard } from './session/route-guard'
import { SignOutPage } from './signout-page'
import { isDemoMode } from '../lib/env'

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
  // The demo signs nobody out: its /signout is a page of the shell (SPEC "Sign out").
  ...(isDemoMode ? [{ path: 'signout', Component: SignOutPage }] : []),
]

/**
 * Server mode's pages outside the app shell (issue #20): first-run setup, sign-in, setting a
 * password from a sign-in link, asking for a reset link (issue #30), and signing out (the session has ended, so the shell has nobody to
 * show). The demo has no sign-in: no such routes.
 */
const sessionRoutes: RouteObject[] = isDemoMode
  ? []
  : [
      {
        path: '/signin',
        lazy: () => import('./session/signin-page').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: '/setup',
        lazy: () => import('./session/setup-page').then((m) => ({ Component: m.SetupPage })),
      },
      {
        // A user's one-time sign-in link (Users & Roles): reached before they have a session.
        path: '/set-password',
        lazy: () =>
          import('./session/set-password-page').then((m) => ({ Component: m.SetPasswordPage })),
      },
      {
        // "Forgot password?" on the sign-in page: asks for a reset link by e-mail.
        path: '/forgot-password',
        lazy: () =>
          import('./session/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      { path: '/signout', Component: SignOutPage },
    ]

/** Screens still to build: path (relative to '/') and the page title. */
export const placeholderRoutes: readonly { path: string; title: string }[] = []

export const routes: RouteObject[] = [
  ...sessionRoutes.map((route) => ({
    ...route,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
  })),
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      {
        // Each screen's `handle` names the permission it needs; one guard checks them all.
        Component: RouteGuard,
        children: [
          ...areaRoutes,
          ...placeholderRoutes.map(({ path, title }): RouteObject => ({
            path,
            element: <PlaceholderPage key={path} title={title} />,
          })),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]
