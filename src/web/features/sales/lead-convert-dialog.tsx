// Convert to Job for a lead: the job's title, address and date, prefilled (the lead's name, the
// contact person's location or 'TBD', today); on confirm the job is created and the lead marked Won
// in one step.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import { LEAD_REQUIRED_MESSAGE, type Lead } from '../../../domain/sales/lead'
import { LEAD_CONVERTED } from '../../../domain/sales/lead-convert'
import { DateTimeField } from '../../components/date-time-field'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { jobHref } from './estimate-links'
import { useConvertLead } from './lead-api'
import {
  convertFieldNames,
  convertFormSchema,
  convertFormValues,
  type ConvertFormOutput,
} from './lead-convert-form'
import type { OverlayProps } from '../../components/overlay-props'

export type LeadConvertDialogProps = OverlayProps & {
  lead: Lead
  person: Person | null | undefined
}

export function LeadConvertDialog({ lead, person, ...dialog }: LeadConvertDialogProps) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-lg">
      {(close) => <ConvertForm lead={lead} person={person} onDone={close} />}
    </FreshFormDialog>
  )
}

function ConvertForm({
  lead,
  person,
  onDone,
}: {
  lead: Lead
  person: Person | null | undefined
  onDone: () => void
}) {
  const navigate = useNavigate()
  const convert = useConvertLead(lead.id)
  const [now] = useState(() => Date.now())
  const form = useForm({
    defaultValues: convertFormValues(lead, person, now),
    resolver: zodResolver(convertFormSchema),
  })

  function onSubmit(input: ConvertFormOutput) {
    convert.mutate(input, {
      onSuccess: ({ job }) => {
        onDone()
        toastSuccess(LEAD_CONVERTED.title, LEAD_CONVERTED.description, {
          label: 'View Job',
          onClick: () => void navigate(jobHref(job.id)),
        })
      },
      onError: toastSaveError(form, convertFieldNames),
    })
  }

  return (
    <FormDialogBody
      title="Convert to Job"
      description={`Creates a scheduled job for ${person?.name ?? 'the contact person'} and marks this lead Won.`}
      formLabel="Convert lead to job"
      submitLabel="Create Job"
      savingLabel="Converting…"
      isSaving={convert.isPending}
      onCancel={onDone}
      onSubmit={form.handleSubmit(
        onSubmit,
        toastRefusedForm(convertFieldNames, LEAD_REQUIRED_MESSAGE, ['date']),
      )}
    >
      <FormField form={form} name="title" id="convert-title" label="Job title">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="address" id="convert-address" label="Address">
        {(control) => <Input autoComplete="street-address" {...control} />}
      </FormField>
      <DateTimeField
        form={form}
        name="date"
        id="convert-date"
        label="Date"
        type="date"
        isRequired={false}
      />
    </FormDialogBody>
  )
}
