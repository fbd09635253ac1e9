// What a detail page shows when its record cannot be loaded: '{Label} not found' for an unknown id
// (the spec's texts), otherwise the error with a retry.
import type { ReactNode } from 'react'
import { isNotFound } from '../data/api-error'
import { Page } from './layout/page'
import { BackLink } from './back-link'
import { LinkButton } from './link-button'
import { QueryError } from './query-error'
import { EmptyState } from './ui/empty-state'

type RecordLoadErrorProps = {
  error: Error
  onRetry: () => void
  /** e.g. 'Job not found' */
  notFoundTitle: string
  icon: ReactNode
  backTo: string
  /** e.g. 'Back to Jobs' */
  backLabel: string
  description?: string
}

export function RecordLoadError({
  error,
  onRetry,
  notFoundTitle,
  icon,
  backTo,
  backLabel,
  description = 'It may have been deleted, or the link is wrong.',
}: RecordLoadErrorProps) {
  return (
    <Page>
      <BackLink to={backTo}>{backLabel}</BackLink>
      {isNotFound(error) ? (
        <EmptyState
          icon={icon}
          title={<span className="text-lg">{notFoundTitle}</span>}
          description={description}
          action={
            <LinkButton to={backTo} variant="outline">
              {backLabel}
            </LinkButton>
          }
        />
      ) : (
        <QueryError error={error} onRetry={onRetry} />
      )}
    </Page>
  )
}
