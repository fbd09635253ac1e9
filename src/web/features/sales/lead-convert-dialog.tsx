// Convert to Job for a lead: the job's title, address and date, prefilled (the lead's name, the
// contact person's location or 'TBD', today); on confirm the job is created and the lead marked Won
// in one step.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { Person } from '../../../domain/crm/person'
import type { Lead } from '../../../domain/sales/lead'
import { defaultJobAddress, LEAD_CONVERTED } from '../../../domain/sales/lead-convert'
import { FormActions } from '../../components/form-actions'
import { FormField } from '../../components/form-field'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { isApiError } from '../../data/api-error'
import { dateTimeFromInputs, toDateInputValue } from '../../lib/date-input'
import { showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { jobHref } from './estimate-links'
import { useConvertLead } from './lead-api'

type ConvertValues = { title: string; address: string; date: string }
const fieldNames = ['title', 'address', 'date'] as const

export type LeadConvertDialogProps = {
  lead: Lead
  person: Person | null | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function LeadConvertDialog({ lead, person, open, onOpenChange }: LeadConvertDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Convert to Job</DialogTitle>
          <DialogDescription>
            Creates a scheduled job for {person?.name ?? 'the contact person'} and marks this lead
            Won.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ConvertForm lead={lead} person={person} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
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
  const [today] = useState(() => toDateInputValue(Date.now()))
  const form = useForm<ConvertValues>({
    defaultValues: {
      title: lead.name,
      address: defaultJobAddress(person ?? null),
      date: today,
    },
  })

  function onSubmit(values: ConvertValues) {
    const fields: Record<string, string> = {}
    if (!values.title.trim()) fields.title = 'Title is required'
    if (!values.address.trim()) fields.address = 'Address is required'
    // The job starts at 9:00 on the chosen day.
    const date = dateTimeFromInputs(values.date, '')
    if (date === null) fields.date = 'Pick a date'
    if (Object.keys(fields).length > 0 || date === null) {
      showFieldErrors(form, fields, fieldNames)
      toastError('Error', 'Please fill all required fields')
      return
    }
    convert.mutate(
      { title: values.title, address: values.address, date },
      {
        onSuccess: ({ job }) => {
          onDone()
          toastSuccess(LEAD_CONVERTED.title, LEAD_CONVERTED.description, {
            label: 'View Job',
            onClick: () => void navigate(jobHref(job.id)),
          })
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) showFieldErrors(form, error.fields, fieldNames)
          toastError('Error', error.message)
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Convert lead to job">
      <FieldGroup>
        <FormField form={form} name="title" id="convert-title" label="Job title">
          {(control) => <Input {...control} />}
        </FormField>
        <FormField form={form} name="address" id="convert-address" label="Address">
          {(control) => <Input autoComplete="street-address" {...control} />}
        </FormField>
        <FormField form={form} name="date" id="convert-date" label="Date">
          {(control) => <Input type="date" {...control} />}
        </FormField>
      </FieldGroup>
      <FormActions
        submitLabel="Create Job"
        savingLabel="Converting…"
        isSaving={convert.isPending}
        onCancel={onDone}
      />
    </form>
  )
}
