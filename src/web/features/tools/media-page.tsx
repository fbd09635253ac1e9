// Media: every photo and video, newest first, as a grid; ?job= shows one job's. /tools/media/upload
// is the same page with the upload dialog open (the dashboard's Upload Media shortcut).
import { useInfiniteQuery } from '@tanstack/react-query'
import { Image as ImageIcon, Upload, X } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import type { Media } from '../../../domain/tools/media'
import { JobSelect } from '../../components/job-select'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import { useRecordsById } from '../../data/use-records-by-id'
import { formatCount } from '../../lib/format'
import { mediaQueries } from './api'
import { MediaTile } from './media-tile'
import { MediaUploadDialog } from './media-upload-dialog'
import { MediaViewerDialog } from './media-viewer-dialog'
import { Can } from '../../lib/access'
import { jobHref } from '../../lib/job-links'

const UPLOAD_PATH = '/tools/media/upload'

export function MediaPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const jobId = searchParams.get('job') || undefined
  const isUploadOpen = pathname === UPLOAD_PATH
  const [openId, setOpenId] = useState<string | null>(null)

  const query = useInfiniteQuery(mediaQueries.list(jobId))
  const list = useInfiniteList(query)
  const { items, total } = list
  const titles = useRecordsById<Job>('jobs', [jobId, ...items.map((m) => m.job_id)])
  const filterJob = jobId ? titles.get(jobId) : null
  const opened = items.find((m) => m.id === openId) ?? null

  function setUploadOpen(open: boolean) {
    navigate({ pathname: open ? UPLOAD_PATH : '/tools/media', search }, { replace: !open })
  }

  function setJobFilter(value: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value) next.set('job', value)
        else next.delete('job')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const titleOf = (media: Media) =>
    media.job_id
      ? (titles.get(media.job_id)?.title ?? (titles.get(media.job_id) === null ? null : undefined))
      : null

  return (
    <Page>
      <PageHeader
        title="Media"
        description={
          total !== undefined ? (
            <span aria-live="polite">{formatCount(total, 'photo')}</span>
          ) : (
            <Skeleton className="h-4 w-20" />
          )
        }
        actions={
          <Can permission="media:write">
            <Button onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden="true" />
              Upload Media
            </Button>
          </Can>
        }
      />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-4">
        <div className="flex w-full max-w-sm flex-col gap-1.5">
          <Label htmlFor="media-job-filter">Job</Label>
          <JobSelect
            id="media-job-filter"
            placeholder="All jobs"
            value={jobId ?? ''}
            onChange={setJobFilter}
          />
        </div>
        {jobId ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {filterJob ? (
              <Link
                to={jobHref(jobId)}
                className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
              >
                Open {filterJob.title}
              </Link>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11 sm:min-h-8"
              onClick={() => setJobFilter('')}
            >
              <X aria-hidden="true" />
              Show all media
            </Button>
          </div>
        ) : null}
      </div>

      {list.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3] rounded-xl" />
          ))}
        </div>
      ) : query.isError && items.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ImageIcon />}
          title={jobId ? 'No photos for this job yet' : 'No photos yet'}
          description="Upload photos from this device, or take one with Quick Capture."
          action={
            <Can permission="media:write">
              <Button onClick={() => setUploadOpen(true)}>Upload Media</Button>
            </Can>
          }
        />
      ) : (
        <VirtualList
          label="Media"
          items={items}
          total={total}
          getKey={(media) => media.id}
          renderItem={(media) => (
            <MediaTile media={media} jobTitle={titleOf(media)} onOpen={() => setOpenId(media.id)} />
          )}
          columns={{ base: 2, sm: 3, lg: 4 }}
          estimateRowHeight={220}
          paging={list}
        />
      )}

      <MediaViewerDialog
        media={opened}
        jobTitle={opened ? titleOf(opened) : null}
        onClose={() => setOpenId(null)}
      />
      <MediaUploadDialog
        key={jobId ?? 'all'}
        open={isUploadOpen}
        onOpenChange={setUploadOpen}
        defaultJobId={jobId}
      />
    </Page>
  )
}
