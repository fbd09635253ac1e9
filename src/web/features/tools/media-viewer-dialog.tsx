// A photo or video at full size with what is known about it, and a way to delete it.
import { Briefcase, Calendar, FileImage, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { mediaTitle, type Media } from '../../../domain/tools/media'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog'
import { formatDateTime } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { useDeleteMedia } from './api'
import { Can } from '../../lib/access'
import { jobHref } from '../../lib/job-links'

export function MediaViewerDialog({
  media,
  jobTitle,
  onClose,
}: {
  media: Media | null
  jobTitle: string | null | undefined
  onClose: () => void
}) {
  const remove = useDeleteMedia()
  const [isConfirming, setConfirming] = useState(false)
  const title = mediaTitle(jobTitle)

  return (
    <Dialog open={media !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] gap-4 overflow-y-auto p-4 sm:max-w-3xl sm:p-6">
        {media ? (
          <>
            <div className="flex flex-col gap-1 pr-10">
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>
                {media.type === 'video' ? 'Video' : 'Photo'} taken {formatDateTime(media.taken_at)}
              </DialogDescription>
            </div>
            {media.type === 'video' ? (
              <video
                src={media.url}
                controls
                playsInline
                className="max-h-[60dvh] w-full rounded-lg bg-black"
              />
            ) : (
              <img
                src={media.url}
                alt={media.notes || media.file_name || title}
                className="max-h-[60dvh] w-full rounded-lg bg-muted object-contain"
              />
            )}
            <dl className="grid gap-2 text-sm sm:grid-cols-2">
              <div className="flex items-center gap-2">
                <dt className="sr-only">Job</dt>
                <Briefcase aria-hidden="true" className="size-4 text-muted-foreground" />
                <dd className="min-w-0 truncate">
                  {media.job_id && jobTitle ? (
                    <Link
                      to={jobHref(media.job_id)}
                      className="inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0"
                    >
                      {jobTitle}
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">Not attached to a job</span>
                  )}
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="sr-only">Taken</dt>
                <Calendar aria-hidden="true" className="size-4 text-muted-foreground" />
                <dd>{formatDateTime(media.taken_at)}</dd>
              </div>
              {media.file_name ? (
                <div className="flex items-center gap-2 sm:col-span-2">
                  <dt className="sr-only">File name</dt>
                  <FileImage aria-hidden="true" className="size-4 text-muted-foreground" />
                  <dd className="min-w-0 truncate">{media.file_name}</dd>
                </div>
              ) : null}
              {media.notes ? (
                <div className="sm:col-span-2">
                  <dt className="sr-only">Notes</dt>
                  <dd className="whitespace-pre-wrap text-muted-foreground">{media.notes}</dd>
                </div>
              ) : null}
            </dl>
            <Can permission="media:write">
              <div className="flex justify-end">
                <Button
                  variant="outline"
                  className="text-destructive hover:text-destructive"
                  disabled={remove.isPending}
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </Can>
            <ConfirmDialog
              open={isConfirming}
              onOpenChange={setConfirming}
              title={`Delete this ${media.type}?`}
              description="It will be removed from the job and from Media. This cannot be undone."
              confirmLabel="Delete"
              isDestructive
              onConfirm={() =>
                remove.mutate(media.id, {
                  onSuccess: () => {
                    toastSuccess('Media deleted', `The ${media.type} was removed`)
                    onClose()
                  },
                })
              }
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
