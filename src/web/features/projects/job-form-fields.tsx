// The fields of New Job and Edit Job: one set of inputs, checked by the domain's job schema through
// the form's resolver (job-form-values.ts).
import type { UseFormReturn } from 'react-hook-form'
import { CREW_INSTRUCTIONS_LABEL } from '../../../domain/projects/crew-instructions'
import { DateTimeField } from '../../components/date-time-field'
import { FormField } from '../../components/form-field'
import { ClientPickerField } from '../../components/person-picker-field'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import type { JobFormOutput, JobFormValues } from './job-form-values'

export type JobFormFieldsProps = {
  form: UseFormReturn<JobFormValues, unknown, JobFormOutput>
  /** Prefix of the inputs' ids: a page and a dialog may both be in the document. */
  idPrefix?: string
}

export function JobFormFields({ form, idPrefix = 'job' }: JobFormFieldsProps) {
  return (
    <>
      <FormField form={form} name="title" id={`${idPrefix}-title`} label="Title">
        {(control) => <Input required placeholder="Spring Cleanup" {...control} />}
      </FormField>
      <ClientPickerField
        form={form}
        name="client_person_id"
        id={`${idPrefix}-client`}
        label="Client"
        required
      />
      <FormField form={form} name="address" id={`${idPrefix}-address`} label="Address">
        {(control) => <Input required autoComplete="street-address" {...control} />}
      </FormField>
      <DateTimeField form={form} name="date" id={`${idPrefix}-date`} label="Date" type="date" />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateTimeField
          form={form}
          name="time"
          id={`${idPrefix}-time`}
          label="Start time"
          type="time"
          isRequired={false}
          description="Optional, 9:00 AM if left blank"
        />
        <DateTimeField
          form={form}
          name="end_time"
          id={`${idPrefix}-end-time`}
          label="End time"
          type="time"
          isRequired={false}
          description="Optional, an hour after the start if left blank"
        />
      </div>
      <FormField form={form} name="notes" id={`${idPrefix}-notes`} label="Notes">
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
      <FormField
        form={form}
        name="crew_instructions"
        id={`${idPrefix}-crew-instructions`}
        label={CREW_INSTRUCTIONS_LABEL}
        description="Optional. The crew sees them on the job; clients never do."
      >
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
    </>
  )
}
