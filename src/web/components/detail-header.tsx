// The top of a detail page: the back link to its list, then the record's picture, title, details
// and actions in one row from small screens up.
import type { ReactNode } from 'react'
import { BackLink } from './back-link'
import { RecordAuthors, type RecordRef } from './record-authors'

export type DetailHeaderProps = {
  backTo: string
  /** e.g. 'Back to Persons' */
  backLabel: string
  /** An avatar or icon beside the title. */
  media?: ReactNode
  title: string
  /** Lines under the title: contact links, badges. */
  children?: ReactNode
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode
  /** The record shown: its authors go under the details (server mode). */
  record?: RecordRef
}

export function DetailHeader({
  backTo,
  backLabel,
  media,
  title,
  children,
  actions,
  record,
}: DetailHeaderProps) {
  return (
    <>
      <BackLink to={backTo}>{backLabel}</BackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {media}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="truncate text-2xl font-semibold tracking-tight md:text-[28px]">{title}</h1>
          {children}
          {record ? <RecordAuthors {...record} /> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:self-start">{actions}</div> : null}
      </header>
    </>
  )
}
