// The sidebar's sections and links, exactly as SPEC.md "Navigation chrome" lists them, each with
// the permission (domain/access) a role needs to see it: in server mode a role sees only what it may
// use (issue #20); the demo's actor may use everything.
import {
  ArchiveRestore,
  Bell,
  BookOpen,
  Briefcase,
  Building,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileInput,
  FileText,
  FlaskConical,
  HardHat,
  Image,
  Images,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  MessagesSquare,
  Palette,
  Plug,
  Receipt,
  ScrollText,
  ShieldCheck,
  StickyNote,
  Target,
  UserRound,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import { matchPath } from 'react-router'
import type { Permission } from '../../../domain/access/permissions'
import { meets, type Access } from '../../lib/access'
import { isDemoMode } from '../../lib/env'

export type NavItem = {
  label: string
  href: string
  icon: LucideIcon
  permission: Permission
  /** The permission over every record, not only a Crew user's own work (lib/access.tsx `Need`). */
  everywhere?: boolean
  /** A screen of server mode only (accounts): the demo's sidebar stays as SPEC.md lists it. */
  serverOnly?: boolean
}
export type NavSection = { title: string; items: readonly NavItem[] }

// One row a link, in sidebar order; the sections are the runs of rows that share a title.
const allNavLinks: readonly (NavItem & { section: string })[] = [
  {
    section: 'Main',
    label: 'Dashboard',
    href: '/dashboard',
    icon: LayoutDashboard,
    permission: 'dashboard:read',
  },
  {
    section: 'Main',
    label: 'Reports',
    href: '/reports',
    icon: ChartColumn,
    permission: 'reports:read',
  },
  {
    section: 'CRM',
    label: 'Persons',
    href: '/crm/contacts/persons',
    icon: UserRound,
    permission: 'crm:read',
    everywhere: true,
  },
  {
    section: 'CRM',
    label: 'Companies',
    href: '/crm/contacts/companies',
    icon: Building,
    permission: 'crm:read',
    everywhere: true,
  },
  {
    section: 'Projects',
    label: 'Jobs',
    href: '/projects/jobs',
    icon: Briefcase,
    permission: 'jobs:read',
  },
  {
    section: 'Projects',
    label: 'Work Orders',
    href: '/projects/work-orders',
    icon: ClipboardList,
    permission: 'jobs:read',
  },
  {
    section: 'Projects',
    label: 'Calendar',
    href: '/projects/calendar',
    icon: CalendarDays,
    permission: 'jobs:read',
  },
  {
    section: 'Sales',
    label: 'Leads',
    href: '/sales/leads',
    icon: Target,
    permission: 'sales:read',
  },
  {
    section: 'Sales',
    label: 'Estimates',
    href: '/sales/estimates',
    icon: FileText,
    permission: 'sales:read',
  },
  {
    section: 'Billing',
    label: 'Invoices',
    href: '/billing/invoices',
    icon: Receipt,
    permission: 'billing:read',
  },
  {
    section: 'Billing',
    label: 'Payments',
    href: '/billing/payments',
    icon: CreditCard,
    permission: 'billing:read',
  },
  {
    section: 'Team',
    label: 'Contractors',
    href: '/team/contractors',
    icon: Wrench,
    permission: 'team:read',
  },
  {
    section: 'Team',
    label: 'Employees',
    href: '/team/employees',
    icon: HardHat,
    permission: 'team:read',
  },
  {
    section: 'Team',
    label: 'Crews',
    href: '/team/crews',
    icon: UsersRound,
    permission: 'crews:read',
  },
  { section: 'Tools', label: 'Media', href: '/tools/media', icon: Image, permission: 'media:read' },
  {
    section: 'Tools',
    label: 'Gallery',
    href: '/tools/gallery',
    icon: Images,
    permission: 'media:read',
  },
  {
    section: 'Tools',
    label: 'Templates',
    href: '/tools/templates',
    icon: LayoutTemplate,
    permission: 'tools:read',
  },
  {
    section: 'Tools',
    label: 'Forms',
    href: '/tools/forms',
    icon: FileInput,
    permission: 'tools:read',
  },
  {
    section: 'Tools',
    label: 'Notes',
    href: '/tools/notes',
    icon: StickyNote,
    permission: 'notes:read',
  },
  {
    section: 'Messages',
    label: 'Inbox',
    href: '/messages/inbox',
    icon: Inbox,
    permission: 'messages:read',
  },
  {
    section: 'Messages',
    label: 'Team Chat',
    href: '/messages/team',
    icon: MessagesSquare,
    permission: 'messages:read',
  },
  {
    section: 'Settings',
    label: 'Business / Branding',
    href: '/settings/branding',
    icon: Palette,
    permission: 'settings:write',
  },
  {
    section: 'Settings',
    label: 'Integrations',
    href: '/settings/integrations',
    icon: Plug,
    permission: 'settings:write',
  },
  {
    section: 'Settings',
    label: 'Users & Roles',
    href: '/settings/users',
    icon: ShieldCheck,
    permission: 'users:manage',
  },
  {
    section: 'Settings',
    label: 'Audit Log',
    href: '/settings/audit-log',
    icon: ScrollText,
    permission: 'users:manage',
    serverOnly: true,
  },
  {
    section: 'Settings',
    label: 'Backup',
    href: '/settings/backup',
    icon: ArchiveRestore,
    permission: 'data:export',
    serverOnly: true,
  },
  {
    section: 'Settings',
    label: 'Notifications',
    href: '/settings/notifications',
    icon: Bell,
    permission: 'settings:write',
  },
  {
    section: 'Settings',
    label: 'Demo',
    href: '/settings/demo',
    icon: FlaskConical,
    permission: 'data:reset',
  },
  {
    section: 'Support',
    label: 'Knowledge Base',
    href: '/support/kb',
    icon: BookOpen,
    permission: 'support:use',
  },
  {
    section: 'Support',
    label: 'Submit Ticket',
    href: '/support/tickets',
    icon: LifeBuoy,
    permission: 'support:use',
  },
]

const navLinks = allNavLinks.filter((link) => !(isDemoMode && link.serverOnly))

export const navSections: readonly NavSection[] = [...new Set(navLinks.map((l) => l.section))].map(
  (title) => ({ title, items: navLinks.filter((link) => link.section === title) }),
)

/** The sections and links a role may use: its links only, and no section left empty. */
export function navSectionsFor(access: Pick<Access, 'can' | 'canAll'>): NavSection[] {
  return navSections
    .map((section) => ({ ...section, items: section.items.filter((item) => meets(access, item)) }))
    .filter((section) => section.items.length > 0)
}

export const SIGN_OUT_HREF = '/signout'

/** Whether a nav link is the current one: its path or anything below it ('/' counts as Dashboard). */
export function isNavActive(href: string, pathname: string): boolean {
  if (href === '/dashboard' && pathname === '/') return true
  return matchPath({ path: href, end: false }, pathname) !== null
}
