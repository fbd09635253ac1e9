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

// One row a link, in sidebar order; the sections are the runs of rows that share a title.
const navLinks: readonly (NavItem & { section: string })[] = [
  { section: 'Main', label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
  { section: 'Main', label: 'Reports', href: '/reports', icon: ChartColumn },
  { section: 'CRM', label: 'Persons', href: '/crm/contacts/persons', icon: UserRound },
  { section: 'CRM', label: 'Companies', href: '/crm/contacts/companies', icon: Building },
  { section: 'Projects', label: 'Jobs', href: '/projects/jobs', icon: Briefcase },
  { section: 'Projects', label: 'Work Orders', href: '/projects/work-orders', icon: ClipboardList },
  { section: 'Projects', label: 'Calendar', href: '/projects/calendar', icon: CalendarDays },
  { section: 'Sales', label: 'Leads', href: '/sales/leads', icon: Target },
  { section: 'Sales', label: 'Estimates', href: '/sales/estimates', icon: FileText },
  { section: 'Billing', label: 'Invoices', href: '/billing/invoices', icon: Receipt },
  { section: 'Billing', label: 'Payments', href: '/billing/payments', icon: CreditCard },
  { section: 'Team', label: 'Contractors', href: '/team/contractors', icon: Wrench },
  { section: 'Team', label: 'Employees', href: '/team/employees', icon: HardHat },
  { section: 'Team', label: 'Crews', href: '/team/crews', icon: UsersRound },
  { section: 'Tools', label: 'Media', href: '/tools/media', icon: Image },
  { section: 'Tools', label: 'Gallery', href: '/tools/gallery', icon: Images },
  { section: 'Tools', label: 'Templates', href: '/tools/templates', icon: LayoutTemplate },
  { section: 'Tools', label: 'Forms', href: '/tools/forms', icon: FileInput },
  { section: 'Tools', label: 'Notes', href: '/tools/notes', icon: StickyNote },
  { section: 'Messages', label: 'Inbox', href: '/messages/inbox', icon: Inbox },
  { section: 'Messages', label: 'Team Chat', href: '/messages/team', icon: MessagesSquare },
  { section: 'Settings', label: 'Business / Branding', href: '/settings/branding', icon: Palette },
  { section: 'Settings', label: 'Integrations', href: '/settings/integrations', icon: Plug },
  { section: 'Settings', label: 'Users & Roles', href: '/settings/users', icon: ShieldCheck },
  { section: 'Settings', label: 'Notifications', href: '/settings/notifications', icon: Bell },
  { section: 'Settings', label: 'Demo', href: '/settings/demo', icon: FlaskConical },
  { section: 'Support', label: 'Knowledge Base', href: '/support/kb', icon: BookOpen },
  { section: 'Support', label: 'Submit Ticket', href: '/support/tickets', icon: LifeBuoy },
]

export const navSections: readonly NavSection[] = [...new Set(navLinks.map((l) => l.section))].map(
  (title) => ({ title, items: navLinks.filter((link) => link.section === title) }),
)

export const SIGN_OUT_HREF = '/signout'

/** Whether a nav link is the current one: its path or anything below it ('/' counts as Dashboard). */
export function isNavActive(href: string, pathname: string): boolean {
  if (href === '/dashboard' && pathname === '/') return true
  return matchPath({ path: href, end: false }, pathname) !== null
}
