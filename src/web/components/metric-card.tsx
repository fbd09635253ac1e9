// A figure that opens the list behind it: label, big value, a line of context (dashboard tiles).
import { ChevronRight, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '../lib/cn'
import { Skeleton } from './ui/skeleton'

export type MetricTone = 'primary' | 'info' | 'warning' | 'danger' | 'success' | 'neutral'

const toneClasses: Record<MetricTone, string> = {
  primary: 'bg-accent text-accent-foreground',
  info: 'bg-info/12 text-info',
  warning: 'bg-warning/18 text-[oklch(0.45_0.11_65)]',
  danger: 'bg-destructive/10 text-destructive',
  success: 'bg-success/12 text-success',
  neutral: 'bg-muted text-muted-foreground',
}

export type MetricCardProps = {
  label: string
  /** undefined while loading */
  value: ReactNode | undefined
  hint?: ReactNode
  icon: LucideIcon
  href: string
  tone?: MetricTone
  className?: string
}

export function MetricCard({
  label,
  value,
  hint,
  icon: Icon,
  href,
  tone = 'primary',
  className,
}: MetricCardProps) {
  const isLoading = value === undefined
  return (
    <Link
      to={href}
      aria-busy={isLoading || undefined}
      className={cn(
        'group relative flex min-h-11 flex-col gap-2 rounded-xl border bg-card p-3.5 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:gap-3 sm:p-5',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-1.5 text-[13px] leading-5 font-medium text-muted-foreground sm:text-sm">
          {/* Phones: a small icon beside the label, so a two-column grid keeps labels on one line. */}
          <span
            className={cn(
              'flex size-5 shrink-0 items-center justify-center rounded-md sm:hidden',
              toneClasses[tone],
            )}
          >
            <Icon aria-hidden="true" className="size-3" />
          </span>
          <span className="truncate">{label}</span>
        </span>
        <span
          className={cn(
            'hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex',
            toneClasses[tone],
          )}
        >
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="truncate text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
          {isLoading ? <Skeleton className="h-8 w-16" /> : value}
        </span>
        <span className="line-clamp-2 min-h-4 text-xs text-muted-foreground sm:min-h-5 sm:pr-4 sm:text-sm">
          {isLoading ? <Skeleton className="h-3.5 w-24" /> : hint}
        </span>
      </div>
      <ChevronRight
        aria-hidden="true"
        className="absolute right-3 bottom-3 hidden size-4 text-muted-foreground/60 transition-transform group-hover:translate-x-0.5 group-hover:text-primary sm:block"
      />
    </Link>
  )
}
