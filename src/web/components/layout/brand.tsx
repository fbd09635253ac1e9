import { Sprout } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '../../lib/cn'

/** The product mark and name, linking home. */
export function Brand({ className }: { className?: string }) {
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
      <span className="flex flex-col leading-tight">
        <span className="text-[15px] font-semibold tracking-tight">Groundwork</span>
        <span className="text-[11px] text-muted-foreground">Operations CRM</span>
      </span>
    </Link>
  )
}
