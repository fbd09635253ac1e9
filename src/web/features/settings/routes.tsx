// The Settings area, each page loaded lazily.
import type { RouteObject } from 'react-router'

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/branding',
    lazy: () => import('./branding-page').then((m) => ({ Component: m.BrandingPage })),
  },
  {
    path: 'settings/integrations',
    lazy: () => import('./integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
  },
  {
    path: 'settings/users',
    lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: 'settings/notifications',
    lazy: () => import('./notifications-page').then((m) => ({ Component: m.NotificationsPage })),
  },
  {
    path: 'settings/demo',
    lazy: () => import('./demo-page').then((m) => ({ Component: m.DemoPage })),
  },
]
