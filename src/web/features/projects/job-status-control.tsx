// Sets a job's status directly: any of the three, in any order (SPEC section 4).
import { LoaderCircle } from 'lucide-react'
import type { Job } from '../../../domain/projects/job'
import { jobStatuses, jobStatusLabel, jobStatusMessage } from '../../../domain/projects/job-status'
import { Button } from '../../components/ui/button'
import { toastError, toastSuccess } from '../../lib/toast'
import { useUpdateJob } from './api'

export function JobStatusControl({ job }: { job: Job }) {
  const update = useUpdateJob()
  const pending = update.isPending ? update.variables.patch.status : undefined

  return (
    <div role="group" aria-label="Set status" className="flex flex-col gap-1.5">
      <span className="text-xs font-medium text-muted-foreground" aria-hidden="true">
        Set status
      </span>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 sm:inline-flex">
        {jobStatuses.map((status) => {
          const isCurrent = job.status === status
          return (
            <Button
              key={status}
              size="sm"
              variant={isCurrent ? 'default' : 'ghost'}
              aria-pressed={isCurrent}
              disabled={update.isPending}
              className="h-11 md:h-8"
              onClick={() => {
                if (isCurrent) return
                update.mutate(
                  { job, patch: { status } },
                  {
                    onSuccess: (saved) => toastSuccess(jobStatusMessage(saved.status)),
                    onError: (error) => toastError('Error', error.message),
                  },
                )
              }}
            >
              {pending === status ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : null}
              {jobStatusLabel(status)}
            </Button>
          )
        })}
      </div>
    </div>
  )
}
