import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { FormPage } from '../../components/form-page'
import { REQUIRED_FIELDS_MESSAGE, type Job } from '../../../domain/projects/job'
import { formatDateTime } from '../../lib/format'
import { submitForm } from '../../lib/submit-form'
import { toastError, toastSuccess } from '../../lib/toast'
import { dateTimeFromInputs } from '../../lib/date-input'
import { useCreateJob } from './api'
import { jobHref } from '../../lib/job-links'
import { JobFormFields } from './job-form-fields'
import { RepeatFields } from './repeat-fields'
import {
  browserTimeZone,
  NO_REPEAT,
  repeatBody,
  repeatProblem,
  type RepeatChoice,
} from './repeat-choice'
import { jobFieldNames, jobFormSchema, newJobValues } from './job-form-values'

const LIST_HREF = '/projects/jobs'

export function JobNewPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const createJob = useCreateJob()
  const form = useForm({
    defaultValues: newJobValues(searchParams.get('client')),
    resolver: zodResolver(jobFormSchema),
  })
  const [repeat, setRepeat] = useState<RepeatChoice>(NO_REPEAT)
  const [repeatError, setRepeatError] = useState<string | null>(null)
  const [day, time] = useWatch({ control: form.control, name: ['date', 'time'] })
  const firstVisit = day ? dateTimeFromInputs(day, time) : null

  return (
    <FormPage
      backTo={LIST_HREF}
      backLabel="Back to Jobs"
      title="New Job"
      description="Schedule work for a client."
      formLabel="New job"
      submitLabel="Create Job"
      isSaving={createJob.isPending}
      // SPEC section 5: title, client, address and date are all required, with this toast.
      onSubmit={submitForm(
        form,
        jobFieldNames,
        (input, callbacks: { onSuccess: (job: Job) => void; onError: (error: Error) => void }) => {
          const problem = repeatProblem(repeat)
          setRepeatError(problem)
          if (problem) {
            toastError('Error', problem)
            return
          }
          createJob.mutate(
            { ...input, ...repeatBody(repeat, input.date, browserTimeZone()) },
            callbacks,
          )
        },
        (job) => {
          toastSuccess(
            'Job created',
            job.series_id
              ? `${job.title} repeats from ${formatDateTime(job.date)}`
              : `${job.title} is scheduled for ${formatDateTime(job.date)}`,
          )
          void navigate(jobHref(job.id))
        },
        REQUIRED_FIELDS_MESSAGE,
      )}
    >
      <JobFormFields form={form} />
      <RepeatFields
        id="job-repeat"
        value={repeat}
        onChange={(next) => {
          setRepeat(next)
          setRepeatError(null)
        }}
        date={firstVisit}
        error={repeatError}
      />
    </FormPage>
  )
}
