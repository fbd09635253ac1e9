import { Sprout } from 'lucide-react'
import { Link } from 'react-router'
import { homePath, useAccess } from '../../lib/access'
import { cn } from '../../lib/cn'
import { useBranding } from './use-branding'

/** The business's mark and name (Settings > Business / Branding), linking to the role's home. */
export function Brand({ className }: { className?: string }) {
  const access = useAccess()
  return (
    <Link
      to={homePath(access)}
      className={cn(
        // min-w-0: a long business name truncates instead of widening the link past the sidebar.
        'flex min-h-11 min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <BrandMark size="sm" />
    </Link>
  )
}

const MARK_SIZES = {
  sm: {
    mark: 'size-8 rounded-lg',
    icon: 'size-[18px]',
    name: 'text-[15px]',
    tagline: 'text-[11px]',
  },
  lg: { mark: 'size-10 rounded-xl', icon: 'size-5', name: 'text-lg', tagline: 'text-xs' },
}

/** The mark and the business's name over 'Operations CRM': small in the sidebar, large on the
 * sign-in pages. */
export function BrandMark({ size }: { size: keyof typeof MARK_SIZES }) {
  const { business_name } = useBranding()
  const classes = MARK_SIZES[size]
  return (
    <>
      <span
        className={cn(
          'flex shrink-0 items-center justify-center bg-primary text-primary-foreground shadow-sm',
          classes.mark,
        )}
      >
        <Sprout className={classes.icon} aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          className={cn('truncate font-semibold tracking-tight', classes.name)}
          title={business_name}
        >
          {business_name}
        </span>
        <span className={cn('text-muted-foreground', classes.tagline)}>Operations CRM</span>
      </span>
    </>
  )
}
