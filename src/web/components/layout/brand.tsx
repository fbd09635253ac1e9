import { Sprout } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '../../lib/cn'
import { useBranding } from './use-branding'

/** The business's mark and name (Settings > Business / Branding), linking home. */
export function Brand({ className }: { className?: string }) {
  const { business_name } = useBranding()
  return (
    <Link
      to="/dashboard"
      className={cn(
        'flex min-h-11 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Sprout className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-[15px] font-semibold tracking-tight">{business_name}</span>
        <span className="text-[11px] text-muted-foreground">Operations CRM</span>
      </span>
    </Link>
  )
}
