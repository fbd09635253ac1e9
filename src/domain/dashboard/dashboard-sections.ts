// Which permission each section of the dashboard's answer needs (issue #20): the API leaves out what
// a role may not read, and the web app shows a tile only to the roles that hold its permission.
import { can, type Permission } from '../access/permissions'
import type { Role } from '../access/roles'
import type { DashboardSummary, SeenDashboard } from './dashboard-summary'

export const DASHBOARD_SECTIONS: Readonly<Record<keyof DashboardSummary, Permission>> = {
  jobs_today: 'jobs:read',
  upcoming: 'jobs:read',
  open_estimates: 'sales:read',
  overdue_invoices: 'billing:read',
  overdue_list: 'billing:read',
  revenue_30: 'billing:read',
  crews_on_site: 'crews:read',
  unread_messages: 'messages:read',
}

/** The sections of `summary` that `role` may read (all of them for the demo, which has no roles). */
export function dashboardSeenBy(summary: DashboardSummary, role: Role | null): SeenDashboard {
  if (role === null) return summary
  const seen: Record<string, unknown> = {}
  for (const [section, value] of Object.entries(summary)) {
    const permission = DASHBOARD_SECTIONS[section as keyof DashboardSummary]
    if (can(role, permission)) seen[section] = value
  }
  return seen as SeenDashboard
}
