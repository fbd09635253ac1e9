// Gallery: all media grouped by job, newest first; each group links to its job's media.
import { useInfiniteQuery } from '@tanstack/react-query'
import { Images } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import { mediaTitle, type Media } from '../../../domain/tools/media'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryLoadMore } from '../../components/load-more'
import { QueryStates } from '../../components/query-states'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatCount } from '../../lib/format'
import { mediaQueries } from './api'
import { MediaPreview } from './media-tile'
import { MediaViewerDialog } from './media-viewer-dialog'

type Group = { jobId: string | null; items: Media[] }

/** Groups in the order their newest item appears. */
function groupByJob(items: readonly Media[]): Group[] {
  const groups = new Map<string, Group>()
  for (const media of items) {
    const key = media.job_id ?? ''
    const group = groups.get(key) ?? { jobId: media.job_id, items: [] }
    group.items.push(media)
    groups.set(key, group)
  }
  return [...groups.values()]
}

export function GalleryPage() {
  const query = useInfiniteQuery(mediaQueries.list(undefined))
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  const jobs = useRecordsById<Job>(
    'jobs',
    items.map((m) => m.job_id),
  )
  const [openId, setOpenId] = useState<string | null>(null)
  const opened = items.find((m) => m.id === openId) ?? null
  const groups = groupByJob(items)

  return (
    <Page>
      <PageHeader title="Gallery" description="All photos and videos, by job" />
      <QueryStates
        query={query}
        isEmpty={items.length === 0}
        keepRowsOnError
        loading={
          <div className="flex flex-col gap-6" aria-busy="true">
            {Array.from({ length: 2 }, (_, i) => (
              <div key={i} className="flex flex-col gap-3">
                <Skeleton className="h-5 w-48" />
                <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                  {Array.from({ length: 6 }, (_, k) => (
                    <Skeleton key={k} className="aspect-square rounded-lg" />
                  ))}
                </div>
              </div>
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={<Images />}
            title="No data yet"
            description="Photos you upload or capture appear here."
          />
        }
      >
        <div className="flex flex-col gap-8">
          {groups.map((group) => {
            const job = group.jobId ? jobs.get(group.jobId) : null
            const title = group.jobId && job === undefined ? '…' : mediaTitle(job?.title)
            return (
              <section
                key={group.jobId ?? 'none'}
                aria-label={title}
                className="flex flex-col gap-3"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-base font-semibold">
                    {title}{' '}
                    <span className="text-sm font-normal text-muted-foreground">
                      {formatCount(group.items.length, 'item')}
                    </span>
                  </h2>
                  {group.jobId && job ? (
                    <Link
                      to={`/tools/media?job=${group.jobId}`}
                      className="inline-flex min-h-11 items-center text-sm text-primary hover:underline sm:min-h-0"
                    >
                      All media of this job
                    </Link>
                  ) : null}
                </div>
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                  {group.items.map((media) => (
                    <li key={media.id}>
                      <button
                        type="button"
                        onClick={() => setOpenId(media.id)}
                        className="block w-full cursor-pointer overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <MediaPreview media={media} className="aspect-square w-full object-cover" />
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
          <QueryLoadMore query={query} />
        </div>
      </QueryStates>
      <MediaViewerDialog
        media={opened}
        jobTitle={opened?.job_id ? (jobs.get(opened.job_id)?.title ?? null) : null}
        onClose={() => setOpenId(null)}
      />
    </Page>
  )
}
