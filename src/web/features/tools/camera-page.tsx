// Media Capture: take a photo or record a short video with the device camera (or choose a file),
// look at it, attach it to a job if you like, and save it to Media. 'Recent Media' shows the
// newest real media.
import { useQuery } from '@tanstack/react-query'
import { Camera, Image as ImageIcon, RotateCcw, Save, Video } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Job } from '../../../domain/projects/job'
import { BlobPreview } from '../../components/blob-preview'
import { BusyIcon } from '../../components/busy-icon'
import { CameraCapture, type CaptureMode } from '../../components/camera-capture'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { useCaptureUpload } from '../../components/use-capture-upload'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { MediaDetailsFields, useMediaDetails } from './media-details-fields'
import { useRecordsById } from '../../data/use-records-by-id'
import { cn } from '../../lib/cn'
import { toastSuccess } from '../../lib/toast'
import { mediaQueries } from './api'
import { MediaTile } from './media-tile'

const RECENT_COUNT = 6

export function CameraPage() {
  const [mode, setMode] = useState<CaptureMode>('photo')
  const [captured, setCaptured] = useState<{ blob: Blob; name?: string } | null>(null)

  return (
    <Page>
      <PageHeader
        title="Media Capture"
        description="Take a photo or record a video of the job site"
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="gap-4">
          <CardHeader>
            <div role="group" aria-label="Capture mode" className="grid grid-cols-2 gap-2 sm:flex">
              {(
                [
                  ['photo', 'Take Photo', Camera],
                  ['video', 'Record Video', Video],
                ] as const
              ).map(([value, label, Icon]) => (
                <Button
                  key={value}
                  type="button"
                  variant={mode === value ? 'default' : 'outline'}
                  aria-pressed={mode === value}
                  className="min-h-11 sm:min-h-9"
                  onClick={() => {
                    setMode(value)
                    setCaptured(null)
                  }}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </Button>
              ))}
            </div>
          </CardHeader>
          <CardContent>
            {captured ? (
              <CaptureReview
                blob={captured.blob}
                {...(captured.name ? { name: captured.name } : {})}
                onRetake={() => setCaptured(null)}
                onSaved={() => setCaptured(null)}
              />
            ) : (
              <CameraCapture
                mode={mode}
                onCapture={(blob, name) => setCaptured({ blob, ...(name ? { name } : {}) })}
              />
            )}
          </CardContent>
        </Card>
        <RecentMedia />
      </div>
    </Page>
  )
}

function CaptureReview({
  blob,
  name,
  onRetake,
  onSaved,
}: {
  blob: Blob
  name?: string
  onRetake: () => void
  onSaved: () => void
}) {
  const capture = useCaptureUpload()
  const details = useMediaDetails()
  const jobs = useRecordsById<Job>('jobs', [details.jobId])
  const isVideo = blob.type.startsWith('video/')
  const isBusy = capture.isBusy

  async function save() {
    const media = await capture.save(blob, name, details.input)
    if (!media) return
    // The picker left the chosen job in the lookup cache.
    const job = jobs.get(media.job_id)
    toastSuccess(
      isVideo ? 'Video saved' : 'Photo saved',
      job ? `Added to ${job.title}` : 'Added to Media',
    )
    onSaved()
  }

  return (
    <div className="flex flex-col gap-4">
      <BlobPreview
        blob={blob}
        alt={isVideo ? 'Recorded video' : 'Captured photo'}
        className="aspect-[4/3] w-full rounded-xl border"
      />
      <MediaDetailsFields
        details={details}
        notesPlaceholder="What does it show?"
        disabled={isBusy}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-9"
          disabled={isBusy}
          onClick={onRetake}
        >
          <RotateCcw aria-hidden="true" />
          Retake
        </Button>
        <Button
          type="button"
          className="min-h-11 sm:min-h-9"
          disabled={isBusy}
          onClick={() => void save()}
        >
          <BusyIcon isBusy={isBusy} icon={Save} />
          {isBusy ? 'Saving…' : 'Save to Media'}
        </Button>
      </div>
    </div>
  )
}

function RecentMedia() {
  const recent = useQuery(mediaQueries.recent(RECENT_COUNT))
  const jobs = useRecordsById<Job>('jobs', recent.data?.items.map((m) => m.job_id) ?? [])
  const navigate = useNavigate()
  return (
    <section aria-labelledby="recent-media" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-media" className="text-lg font-semibold">
          Recent Media
        </h2>
        <Link
          to="/tools/media"
          className="inline-flex min-h-11 items-center text-sm text-primary hover:underline sm:min-h-0"
        >
          View all
        </Link>
      </div>
      {recent.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2" aria-busy="true">
          {Array.from({ length: RECENT_COUNT }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/3] rounded-xl" />
          ))}
        </div>
      ) : recent.isError ? (
        <QueryError error={recent.error} onRetry={() => void recent.refetch()} />
      ) : recent.data.items.length === 0 ? (
        <EmptyState
          icon={<ImageIcon />}
          title="No media yet"
          description="What you capture shows up here."
        />
      ) : (
        <ul
          className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2')}
          aria-label="Recent Media"
        >
          {recent.data.items.map((media) => {
            const job = media.job_id ? jobs.get(media.job_id) : null
            return (
              <li key={media.id}>
                <MediaTile
                  media={media}
                  jobTitle={job === undefined ? undefined : (job?.title ?? null)}
                  onOpen={() =>
                    navigate(media.job_id ? `/tools/media?job=${media.job_id}` : '/tools/media')
                  }
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
