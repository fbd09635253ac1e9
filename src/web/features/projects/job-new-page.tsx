import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { FormPage } from '../../components/form-page'
import { REQUIRED_FIELDS_MESSAGE } from '../../../domain/projects/job'
import { formatDateTime } from '../../lib/format'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateJob } from './api'
import { jobHref } from './job-card'
import { JobFormFields } from './job-form-fields'
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
        createJob.mutate,
        (job) => {
          toastSuccess('Job created', `${job.title} is scheduled for ${formatDateTime(job.date)}`)
          void navigate(jobHref(job.id))
        },
        REQUIRED_FIELDS_MESSAGE,
      )}
    >
      <JobFormFields form={form} />
    </FormPage>
  )
}
