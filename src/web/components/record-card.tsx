// The parts of a record card in a list: the card (a link to the record), the icon tile beside its
// title, its lines of an icon and a text, and a name that is still loading.
import type { LucideIcon } from 'lucide-react'
import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '../lib/cn'
import { Skeleton } from './ui/skeleton'

export function CardLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      to={to}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {children}
    </Link>
  )
}

/** A record's icon in a rounded square (colours and size can be overridden by className). */
export function IconTile({
  icon: Icon,
  className,
  style,
}: {
  icon: LucideIcon
  className?: string
  style?: CSSProperties | undefined
}) {
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground',
        className,
      )}
      style={style}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  )
}

/** One line of a card: a small icon and a text cut short when it does not fit. */
export function IconLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{children}</span>
    </span>
  )
}

/** A looked-up name: a placeholder while it loads (undefined), the fallback when there is none (null). */
export function LoadingName({
  name,
  fallback,
  skeletonClassName = 'h-3.5 w-28',
}: {
  name: string | null | undefined
  fallback: string
  skeletonClassName?: string
}) {
  return name === undefined ? <Skeleton className={skeletonClassName} /> : (name ?? fallback)
}
