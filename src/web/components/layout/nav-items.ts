// The sidebar's sections and links, exactly as SPEC.md "Navigation chrome" lists them.
import {
  BookOpen,
  Briefcase,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileInput,
  FileText,
  FlaskConical,
  HardHat,
  Images,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  MessagesSquare,
  Palette,
  Plug,
  Receipt,
  ShieldCheck,
  StickyNote,
  Target,
  Bell,
  Building,
  Image,
  UserRound,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import { matchPath } from 'react-router'

export type NavItem = { label: string; href: string; icon: LucideIcon }
export type NavSection = { title: string; items: readonly NavItem[] }

export const navSections: readonly NavSection[] = [
  {
    title: 'Main',
    items: [
      { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
      { label: 'Reports', href: '/reports', icon: ChartColumn },
    ],
  },
  {
    title: 'CRM',
    items: [
      { label: 'Persons', href: '/crm/contacts/persons', icon: UserRound },
      { label: 'Companies', href: '/crm/contacts/companies', icon: Building },
    ],
  },
  {
    title: 'Projects',
    items: [
      { label: 'Jobs', href: '/projects/jobs', icon: Briefcase },
      { label: 'Work Orders', href: '/projects/work-orders', icon: ClipboardList },
      { label: 'Calendar', href: '/projects/calendar', icon: CalendarDays },
    ],
  },
  {
    title: 'Sales',
    items: [
      { label: 'Leads', href: '/sales/leads', icon: Target },
      { label: 'Estimates', href: '/sales/estimates', icon: FileText },
    ],
  },
  {
    title: 'Billing',
    items: [
      { label: 'Invoices', href: '/billing/invoices', icon: Receipt },
      { label: 'Payments', href: '/billing/payments', icon: CreditCard },
    ],
  },
  {
    title: 'Team',
    items: [
      { label: 'Contractors', href: '/team/contractors', icon: Wrench },
      { label: 'Employees', href: '/team/employees', icon: HardHat },
      { label: 'Crews', href: '/team/crews', icon: UsersRound },
    ],
  },
  {
    title: 'Tools',
    items: [
      { label: 'Media', href: '/tools/media', icon: Image },
      { label: 'Gallery', href: '/tools/gallery', icon: Images },
      { label: 'Templates', href: '/tools/templates', icon: LayoutTemplate },
      { label: 'Forms', href: '/tools/forms', icon: FileInput },
      { label: 'Notes', href: '/tools/notes', icon: StickyNote },
    ],
  },
  {
    title: 'Messages',
    items: [
      { label: 'Inbox', href: '/messages/inbox', icon: Inbox },
      { label: 'Team Chat', href: '/messages/team', icon: MessagesSquare },
    ],
  },
  {
    title: 'Settings',
    items: [
      { label: 'Business / Branding', href: '/settings/branding', icon: Palette },
      { label: 'Integrations', href: '/settings/integrations', icon: Plug },
      { label: 'Users & Roles', href: '/settings/users', icon: ShieldCheck },
      { label: 'Notifications', href: '/settings/notifications', icon: Bell },
      { label: 'Demo', href: '/settings/demo', icon: FlaskConical },
    ],
  },
  {
    title: 'Support',
    items: [
      { label: 'Knowledge Base', href: '/support/kb', icon: BookOpen },
      { label: 'Submit Ticket', href: '/support/tickets', icon: LifeBuoy },
    ],
  },
]

export const SIGN_OUT_HREF = '/signout'

/** Whether a nav link is the current one: its path or anything below it ('/' counts as Dashboard). */
export function isNavActive(href: string, pathname: string): boolean {
  if (href === '/dashboard' && pathname === '/') return true
  return matchPath({ path: href, end: false }, pathname) !== null
}
