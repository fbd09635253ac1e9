import { CirclePlus, FilePlus, Upload, UserPlus, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Badge } from '../../components/ui/badge'

type Shortcut = { label: string; href: string; icon: LucideIcon; hint: string }

// SPEC "Dashboard": the four shortcut buttons. The tiles and 'Upcoming This Week' come later.
const shortcuts: readonly Shortcut[] = [
  {
    label: 'Create Estimate',
    href: '/sales/estimates/new',
    icon: FilePlus,
    hint: 'Quote a client',
  },
  { label: 'Create Job', href: '/projects/jobs/new', icon: CirclePlus, hint: 'Schedule work' },
  { label: 'Add Contact', href: '/crm/contacts/persons/new', icon: UserPlus, hint: 'New client' },
  { label: 'Upload Media', href: '/tools/media/upload', icon: Upload, hint: 'Job site photos' },
]

export function DashboardPage() {
  return (
    <Page>
      <PageHeader
        title="Dashboard"
        description={
          <span className="flex flex-wrap items-center gap-2">
            Welcome back to your operations CRM.
            <Badge variant="secondary">Primary operations workspace</Badge>
          </span>
        }
      />
      <section aria-label="Shortcuts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {shortcuts.map(({ label, href, icon: Icon, hint }) => (
          <Link
            key={href}
            to={href}
            className="group flex min-h-11 items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-semibold">{label}</span>
              <span
                aria-hidden="true"
                className="hidden truncate text-xs text-muted-foreground sm:block"
              >
                {hint}
              </span>
            </span>
          </Link>
        ))}
      </section>
    </Page>
  )
}
