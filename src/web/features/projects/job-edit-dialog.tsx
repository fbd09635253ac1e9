// Edit Job: the New Job fields, saved with the version the user saw, so an edit made meanwhile by
// someone else is refused (409) rather than overwritten.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { REQUIRED_FIELDS_MESSAGE, type Job } from '../../../domain/projects/job'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import type { OverlayProps } from '../../components/overlay-props'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { formatDateTime } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { useEditJob } from './api'
import { JobFormFields } from './job-form-fields'
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
      isSaving={edit.isPending}
      onCancel={onDone}
      onSubmit={form.handleSubmit(
        onSubmit,
        toastRefusedForm(jobFieldNames, REQUIRED_FIELDS_MESSAGE),
      )}
    >
      <JobFormFields form={form} idPrefix="edit-job" />
    </FormDialogBody>
  )
}
