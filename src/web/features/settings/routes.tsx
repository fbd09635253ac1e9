// The Settings area, each page loaded lazily.
import type { RouteObject } from 'react-router'
import { requires } from '../../lib/access'
import { isDemoMode } from '../../lib/env'

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings/branding',
    handle: requires('settings:write'),
    lazy: () => import('./branding-page').then((m) => ({ Component: m.BrandingPage })),
  },
  {
    path: 'settings/integrations',
    handle: requires('settings:write'),
    lazy: () => import('./integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
  },
  {
    path: 'settings/users',
    handle: requires('users:manage'),
    lazy: () => import('./users-page').then((m) => ({ Component: m.UsersPage })),
  },
  // The audit log exists where accounts do, and backups where files do: server mode.
  ...(isDemoMode
    ? []
    : [
        {
          path: 'settings/audit-log',
          handle: requires('users:manage'),
          lazy: () => import('./audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
        },
        {
          path: 'settings/backup',
          handle: requires('data:export'),
          lazy: () => import('./backup-page').then((m) => ({ Component: m.BackupPage })),
        },
      ]),
  {
    path: 'settings/notifications',
    handle: requires('mail:read'),
    lazy: () => import('./notifications-page').then((m) => ({ Component: m.NotificationsPage })),
  },
  {
    path: 'settings/demo',
    handle: requires('data:reset'),
    lazy: () => import('./demo-page').then((m) => ({ Component: m.DemoPage })),
  },
]
