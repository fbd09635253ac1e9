// Buttons that open the assistive overlays (assistant chat, phonebook, SMS) from the top bar on
// phones and the sidebar on wide screens; the overlays themselves listen for the window events.
import { BookUser, MessageSquareText, Sparkles, type LucideIcon } from 'lucide-react'
import type { Permission } from '../../../domain/access/permissions'
import { useAccess } from '../../lib/access'
import { cn } from '../../lib/cn'
import { openAssistant, openPhonebook, openSms } from '../../lib/events'

/** An overlay shows for a role holding its permission (none: every signed-in user). */
const overlays: readonly {
  label: string
  icon: LucideIcon
  open: () => void
  permission?: Permission
}[] = [
  { label: 'Assistant', icon: Sparkles, open: openAssistant },
  { label: 'Phonebook', icon: BookUser, open: openPhonebook, permission: 'crm:read' },
  { label: 'SMS', icon: MessageSquareText, open: () => openSms(), permission: 'messages:read' },
]

/** `compact`: icons only (top bar); otherwise icon over a short label (sidebar). */
export function OverlayButtons({
  compact = false,
  className,
}: {
  compact?: boolean
  className?: string
}) {
  const { can } = useAccess()
  const shown = overlays.filter((overlay) => !overlay.permission || can(overlay.permission))
  return (
    <div className={cn('flex items-center', compact ? 'gap-0.5' : 'gap-1', className)}>
      {shown.map(({ label, icon: Icon, open }) => (
        <button
          key={label}
          type="button"
          onClick={open}
          aria-label={label}
          title={label}
          className={cn(
            'flex cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            compact
              ? 'size-11'
              : 'min-h-11 flex-1 flex-col gap-0.5 px-2 py-1.5 text-[11px] font-medium',
          )}
        >
          <Icon aria-hidden="true" className={compact ? 'size-5' : 'size-4'} />
          {compact ? null : <span aria-hidden="true">{label}</span>}
        </button>
      ))}
    </div>
  )
}
