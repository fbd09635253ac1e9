import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { FormPage } from '../../components/form-page'
import { CREW_INSTRUCTIONS_LABEL } from '../../../domain/projects/crew-instructions'
import { REQUIRED_FIELDS_MESSAGE } from '../../../domain/projects/job'
import { DateTimeField } from '../../components/date-time-field'
import { FormField } from '../../components/form-field'
import { ClientPickerField } from '../../components/person-picker-field'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { formatDateTime } from '../../lib/format'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateJob } from './api'
import { jobHref } from './job-card'
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
      <FormField form={form} name="title" id="job-title" label="Title">
        {(control) => <Input required placeholder="Spring Cleanup" {...control} />}
      </FormField>
      <ClientPickerField
        form={form}
        name="client_person_id"
        id="job-client"
        label="Client"
        required
      />
      <FormField form={form} name="address" id="job-address" label="Address">
        {(control) => <Input required autoComplete="street-address" {...control} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateTimeField form={form} name="date" id="job-date" label="Date" type="date" />
        <DateTimeField
          form={form}
          name="time"
          id="job-time"
          label="Start time"
          type="time"
          isRequired={false}
          description="Optional, 9:00 AM if left blank"
        />
      </div>
      <FormField form={form} name="notes" id="job-notes" label="Notes">
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
      <FormField
        form={form}
        name="crew_instructions"
        id="job-crew-instructions"
        label={CREW_INSTRUCTIONS_LABEL}
        description="Optional. The crew sees them on the job; clients never do."
      >
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
    </FormPage>
  )
}
