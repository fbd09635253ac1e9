// Edit Job: the New Job fields, saved with the version the user saw, so an edit made meanwhile by
// someone else is refused (409) rather than overwritten.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { REQUIRED_FIELDS_MESSAGE, type Job } from '../../../domain/projects/job'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import type { OverlayProps } from '../../components/overlay-props'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { formatDateTime } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { useEditJob } from './api'
import { JobFormFields } from './job-form-fields'
import { useSeriesCommand } from './series-api'
import {
  jobFieldNames,
  jobFormSchema,
  jobFormValuesOf,
  jobPatchFromForm,
  type JobFormOutput,
  type JobFormValues,
} from './job-form-values'

export type JobEditDialogProps = OverlayProps & { job: Job }

export function JobEditDialog({ job, ...dialog }: JobEditDialogProps) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-xl">
      {(close) => <JobEditForm job={job} onDone={close} />}
    </FreshFormDialog>
  )
}

function JobEditForm({ job, onDone }: { job: Job; onDone: () => void }) {
  const edit = useEditJob()
  const following = useSeriesCommand()
  const [scope, setScope] = useState<'this' | 'following'>('this')
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    defaultValues: jobFormValuesOf(job),
    resolver: zodResolver(jobFormSchema),
  })

  function onSubmit(output: JobFormOutput) {
    edit.mutate(
      { job, patch: jobPatchFromForm(output) },
      {
        onSuccess: (saved) => {
          toastSuccess(
            'Job updated',
            `${saved.title} is scheduled for ${formatDateTime(saved.date)}`,
          )
          onDone()
        },
        onError: toastSaveError(form, jobFieldNames),
      },
    )
  }

  return (
    <FormDialogBody
      title="Edit Job"
      description="Change the job's details, day and times."
      formLabel="Edit job"
      submitLabel="Save Changes"
      savingLabel="Saving…"
      isSaving={edit.isPending || following.isPending}
      onCancel={onDone}
      onSubmit={form.handleSubmit(
        onSubmit,
        toastRefusedForm(jobFieldNames, REQUIRED_FIELDS_MESSAGE),
      )}
    >
      {job.series_id ? (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 text-sm font-medium">Change</legend>
          {(
            [
              ['this', 'This visit'],
              ['following', 'This and following visits'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm md:min-h-8">
              <input
                type="radio"
                name="edit-job-scope"
                value={value}
                className="size-4"
                checked={scope === value}
                onChange={() => setScope(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <JobFormFields form={form} idPrefix="edit-job" />
    </FormDialogBody>
  )
}
