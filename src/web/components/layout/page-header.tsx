import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { useDocumentTitle } from '../../lib/use-document-title'

export type PageHeaderProps = {
  title: string
  description?: ReactNode
  actions?: ReactNode
  className?: string
}

/** A page's h1 with an optional line below and actions on the right; also sets the tab title. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  useDocumentTitle(title)
  return (
    <div
      className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight md:text-[28px]">{title}</h1>
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  )
}
