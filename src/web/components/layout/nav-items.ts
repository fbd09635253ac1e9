// The sidebar's sections and links (nav-table.ts) with their icons: in server mode a role sees only
// what it may use (issue #20); the demo's actor may use everything.
import {
  ArchiveRestore,
  Bell,
  BookOpen,
  Briefcase,
  Building,
  CalendarCheck,
  CalendarDays,
  Clock,
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
import { meets, type Access } from '../../lib/access'
import { isDemoMode } from '../../lib/env'
import { NAV_LINKS, type NavHref, type NavLink } from './nav-table'

export type NavItem = Omit<NavLink, 'section'> & { icon: LucideIcon }
export type NavSection = { title: string; items: readonly NavItem[] }

/** Each link's icon; a link of nav-table.ts without one does not type-check. */
const NAV_ICONS: Readonly<Record<NavHref, LucideIcon>> = {
  '/dashboard': LayoutDashboard,
  '/today': CalendarCheck,
  '/reports': ChartColumn,
  '/crm/contacts/persons': UserRound,
  '/crm/contacts/companies': Building,
  '/projects/jobs': Briefcase,
  '/projects/work-orders': ClipboardList,
  '/projects/calendar': CalendarDays,
  '/sales/leads': Target,
  '/sales/estimates': FileText,
  '/billing/invoices': Receipt,
  '/billing/payments': CreditCard,
  '/team/contractors': Wrench,
  '/team/employees': HardHat,
  '/team/crews': UsersRound,
  '/timesheets': Clock,
  '/tools/media': Image,
  '/tools/gallery': Images,
  '/tools/templates': LayoutTemplate,
  '/tools/forms': FileInput,
  '/tools/notes': StickyNote,
  '/messages/inbox': Inbox,
  '/messages/team': MessagesSquare,
  '/settings/branding': Palette,
  '/settings/integrations': Plug,
  '/settings/users': ShieldCheck,
  '/settings/audit-log': ScrollText,
  '/settings/backup': ArchiveRestore,
  '/settings/notifications': Bell,
  '/settings/demo': FlaskConical,
  '/support/kb': BookOpen,
  '/support/tickets': LifeBuoy,
}

const navLinks = NAV_LINKS.filter((link: NavLink) => !(isDemoMode && link.serverOnly)).map(
  (link) => ({ ...link, icon: NAV_ICONS[link.href] }),
)

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
