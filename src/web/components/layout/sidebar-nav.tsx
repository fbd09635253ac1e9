// The navigation list and user card, shared by the desktop sidebar and the mobile drawer.
import { LogOut, Settings } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '../../lib/cn'
import { useAccess } from '../../lib/access'
import { isDemoMode } from '../../lib/env'
import { openAccount } from '../../lib/events'
import { Avatar } from '../ui/avatar'
import { isNavActive, navSectionsFor, SIGN_OUT_HREF } from './nav-items'

export { TEAM_USER } from '../../lib/access'

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation()
  const access = useAccess()
  const sections = useMemo(() => navSectionsFor(access), [access])
  return (
    <nav aria-label="Main navigation" className="flex flex-col gap-5 px-3 py-4">
      {sections.map((section) => (
        <div key={section.title} className="flex flex-col gap-0.5">
          <h2 className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
            {section.title}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => {
              const isActive = isNavActive(item.href, pathname)
              const Icon = item.icon
              return (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    onClick={onNavigate}
                    aria-current={isActive ? 'page' : undefined}
                    className={cn(
                      'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/85 transition-colors outline-none hover:bg-sidebar-accent/70 hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50 md:min-h-9 md:py-1.5',
                      isActive &&
                        'bg-sidebar-accent text-sidebar-accent-foreground hover:bg-sidebar-accent',
                    )}
                  >
                    <Icon
                      aria-hidden="true"
                      className={cn(
                        'size-4 shrink-0 text-muted-foreground',
                        isActive && 'text-sidebar-primary',
                      )}
                    />
                    <span className="truncate">{item.label}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </nav>
  )
}

export function SidebarFooter({ onNavigate }: { onNavigate?: () => void }) {
  // The signed-in user in server mode; the demo's generic team user card (SPEC "Navigation chrome").
  const { actor } = useAccess()
  const card = (
    <>
      <Avatar name={actor.name} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{actor.name}</p>
        <p className="truncate text-xs text-muted-foreground">{actor.email}</p>
      </div>
    </>
  )
  return (
    <div className="flex flex-col gap-3 border-t border-sidebar-border p-3">
      {isDemoMode ? (
        <p className="rounded-md bg-accent px-3 py-2 text-xs text-accent-foreground">
          Demo version: sample data is kept in this browser only.
        </p>
      ) : null}
      {isDemoMode ? (
        <div className="flex items-center gap-3 rounded-lg px-2 py-1.5">{card}</div>
      ) : (
        // Server mode: the card opens the user's Account dialog (name, password).
        <button
          type="button"
          aria-label={`Account settings for ${actor.name}`}
          aria-haspopup="dialog"
          title="Account settings"
          onClick={() => {
            onNavigate?.()
            openAccount()
          }}
          className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-left transition-colors outline-none hover:bg-sidebar-accent/70 focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50"
        >
          {card}
          <Settings aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </button>
      )}
      {/* A plain anchor on purpose: Sign Out reloads the whole page at /signout. */}
      <a
        href={SIGN_OUT_HREF}
        className="flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/85 transition-colors outline-none hover:bg-destructive/10 hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-sidebar-ring/50 md:min-h-9"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </a>
    </div>
  )
}
