// The frame of a detail page around its record's query: the document title, a skeleton while the
// record loads, '{Noun} not found' or the error with a retry when it cannot, the page once it has.
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../lib/use-document-title'
import { DetailSkeleton, type DetailSkeletonProps } from './detail-skeleton'
import { RecordLoadError } from './record-load-error'

export type RecordDetailPageProps<T> = {
  query: UseQueryResult<T>
  /** The record's kind as the spec writes it: 'Person' gives 'Person not found'. */
  noun: string
  /** The document title once loaded, as in the person's name. */
  titleOf: (record: T) => string
  /** The list the back link returns to, and its text ('Back to Persons'). */
  backTo: string
  backLabel: string
  notFoundIcon: ReactNode
  notFoundDescription?: string
  skeleton?: Omit<DetailSkeletonProps, 'noun'>
  children: (record: T) => ReactNode
}

export function RecordDetailPage<T>({
  query,
  noun,
  titleOf,
  backTo,
  backLabel,
  notFoundIcon,
  notFoundDescription,
  skeleton,
  children,
}: RecordDetailPageProps<T>) {
  const notFoundTitle = `${noun} not found`
  useDocumentTitle(query.data ? titleOf(query.data) : query.isError ? notFoundTitle : noun)

  if (query.isPending) return <DetailSkeleton noun={noun.toLowerCase()} {...skeleton} />
  if (query.isError) {
    return (
      <RecordLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle={notFoundTitle}
        icon={notFoundIcon}
        backTo={backTo}
        backLabel={backLabel}
        description={notFoundDescription}
      />
    )
  }
  return children(query.data)
}
