// The app's navigation as data (no icons, no build mode): the sidebar's sections and links exactly
// as SPEC.md "Navigation chrome" lists them, and the phone's tab bar, each with the permission
// (domain/access) a role needs to see it. nav-items.ts and bottom-tab-bar.tsx draw them; the e2e
// role tour (e2e/role-tour.spec.ts) visits every link a role gets from here.
import type { Permission } from '../../../domain/access/permissions'

export type NavLink = {
  section: string
  label: string
  href: string
  permission: Permission
  /** The permission over every record, not only a Crew user's own work (lib/access.tsx `Need`). */
  everywhere?: boolean
  /** A screen of server mode only (accounts): the demo's sidebar stays as SPEC.md lists it. */
  serverOnly?: boolean
}

/** One row a link, in sidebar order; the sections are the runs of rows that share a title. */
export const NAV_LINKS = [
  {
    section: 'Main',
    label: 'Dashboard',
    href: '/dashboard',
    permission: 'dashboard:read',
  },
  // The crew's day (issue #32): every role, a Crew user's own crews' jobs.
  { section: 'Main', label: 'Today', href: '/today', permission: 'jobs:read' },
  {
    section: 'Main',
    label: 'Reports',
    href: '/reports',
    permission: 'reports:read',
  },
  {
    section: 'CRM',
    label: 'Persons',
    href: '/crm/contacts/persons',
    permission: 'crm:read',
    everywhere: true,
  },
  {
    section: 'CRM',
    label: 'Companies',
    href: '/crm/contacts/companies',
    permission: 'crm:read',
    everywhere: true,
  },
  {
    section: 'Projects',
    label: 'Jobs',
    href: '/projects/jobs',
    permission: 'jobs:read',
  },
  {
    section: 'Projects',
    label: 'Work Orders',
    href: '/projects/work-orders',
    permission: 'jobs:read',
  },
  {
    section: 'Projects',
    label: 'Calendar',
    href: '/projects/calendar',
    permission: 'jobs:read',
  },
  {
    section: 'Sales',
    label: 'Leads',
    href: '/sales/leads',
    permission: 'sales:read',
  },
  {
    section: 'Sales',
    label: 'Estimates',
    href: '/sales/estimates',
    permission: 'sales:read',
  },
  {
    section: 'Billing',
    label: 'Invoices',
    href: '/billing/invoices',
    permission: 'billing:read',
  },
  {
    section: 'Billing',
    label: 'Payments',
    href: '/billing/payments',
    permission: 'billing:read',
  },
  {
    section: 'Team',
    label: 'Contractors',
    href: '/team/contractors',
    permission: 'team:read',
  },
  {
    section: 'Team',
    label: 'Employees',
    href: '/team/employees',
    permission: 'team:read',
  },
  {
    section: 'Team',
    label: 'Crews',
    href: '/team/crews',
    permission: 'crews:read',
  },
  // Issue #32: recorded time needs the server (the demo keeps no clock); a Crew user's own weeks.
  {
    section: 'Team',
    label: 'Timesheets',
    href: '/timesheets',
    permission: 'time:read',
    serverOnly: true,
  },
  { section: 'Tools', label: 'Media', href: '/tools/media', permission: 'media:read' },
  {
    section: 'Tools',
    label: 'Gallery',
    href: '/tools/gallery',
    permission: 'media:read',
  },
  {
    section: 'Tools',
    label: 'Templates',
    href: '/tools/templates',
    permission: 'tools:read',
  },
  {
    section: 'Tools',
    label: 'Forms',
    href: '/tools/forms',
    permission: 'tools:read',
  },
  {
    section: 'Tools',
    label: 'Notes',
    href: '/tools/notes',
    permission: 'notes:read',
  },
  {
    section: 'Messages',
    label: 'Inbox',
    href: '/messages/inbox',
    permission: 'messages:read',
  },
  {
    section: 'Messages',
    label: 'Team Chat',
    href: '/messages/team',
    permission: 'messages:read',
  },
  {
    section: 'Settings',
    label: 'Business / Branding',
    href: '/settings/branding',
    permission: 'settings:write',
  },
  {
    section: 'Settings',
    label: 'Integrations',
    href: '/settings/integrations',
    permission: 'settings:write',
  },
  {
    section: 'Settings',
    label: 'Users & Roles',
    href: '/settings/users',
    permission: 'users:manage',
  },
  {
    section: 'Settings',
    label: 'Audit Log',
    href: '/settings/audit-log',
    permission: 'users:manage',
    serverOnly: true,
  },
  {
    section: 'Settings',
    label: 'Backup',
    href: '/settings/backup',
    permission: 'data:export',
    serverOnly: true,
  },
  {
    section: 'Settings',
    label: 'Notifications',
    href: '/settings/notifications',
    // The Office reads the e-mail settings and templates (issue #30); the Owner changes them.
    permission: 'mail:read',
  },
  {
    section: 'Settings',
    label: 'Demo',
    href: '/settings/demo',
    permission: 'data:reset',
  },
  {
    section: 'Support',
    label: 'Knowledge Base',
    href: '/support/kb',
    permission: 'support:use',
  },
  {
    section: 'Support',
    label: 'Submit Ticket',
    href: '/support/tickets',
    permission: 'support:use',
  },
] as const satisfies readonly NavLink[]

export type NavHref = (typeof NAV_LINKS)[number]['href']

/** A tab of the phone's bottom bar: for a role holding its permission (none: every signed-in user). */
export type TabLink = { label: string; href: string; permission?: Permission }

/** The tabs left and right of the camera button (which opens Quick Capture, for media:write). */
export const LEFT_TABS = [
  { label: 'Home', href: '/dashboard', permission: 'dashboard:read' },
  { label: 'Projects', href: '/projects', permission: 'jobs:read' },
] as const satisfies readonly TabLink[]
export const RIGHT_TABS = [
  { label: 'Messages', href: '/messages', permission: 'messages:read' },
  { label: 'AI', href: '/ai' },
] as const satisfies readonly TabLink[]

export type TabHref = (typeof LEFT_TABS | typeof RIGHT_TABS)[number]['href']

/** The camera button's permission: Quick Capture adds a photo to a job. */
export const CAMERA_PERMISSION: Permission = 'media:write'
