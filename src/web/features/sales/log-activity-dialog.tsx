// Log Activity: what happened with a lead (a call, an email, a meeting, a site visit) and when.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { leadActivityTypes, type LeadActivityType } from '../../../domain/sales/lead-activity'
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
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { dateTimeFromInputs, toDateInputValue, toTimeInputValue } from '../../lib/date-input'
import { showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateLeadActivity } from './lead-api'

type ActivityValues = { type: LeadActivityType; summary: string; date: string; time: string }
const fieldNames = ['type', 'summary', 'date', 'time'] as const

export type LogActivityDialogProps = {
  leadId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function LogActivityDialog({ leadId, open, onOpenChange }: LogActivityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Log Activity</DialogTitle>
          <DialogDescription>
            Record a call, email, meeting or visit with this lead.
          </DialogDescription>
        </DialogHeader>
        {open ? <ActivityForm leadId={leadId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function ActivityForm({ leadId, onDone }: { leadId: string; onDone: () => void }) {
  const create = useCreateLeadActivity()
  const [now] = useState(() => Date.now())
  const form = useForm<ActivityValues>({
    defaultValues: {
      type: 'Call',
      summary: '',
      date: toDateInputValue(now),
      time: toTimeInputValue(now),
    },
  })

  function onSubmit(values: ActivityValues) {
    const fields: Record<string, string> = {}
    if (!values.summary.trim()) fields.summary = 'Summary is required'
    const occurredAt = dateTimeFromInputs(values.date, values.time)
    if (occurredAt === null) fields.date = 'Pick a date'
    if (Object.keys(fields).length > 0 || occurredAt === null) {
      showFieldErrors(form, fields, fieldNames)
      toastError('Error', 'Please fill all required fields')
      return
    }
    create.mutate(
      { lead_id: leadId, type: values.type, summary: values.summary, occurred_at: occurredAt },
      {
        onSuccess: (activity) => {
          toastSuccess('Activity logged', `${activity.type} added to the lead's history`)
          onDone()
        },
        onError: (error) => toastError('Error', error.message),
      },
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Log activity">
      <FieldGroup>
        <FormField form={form} name="type" id="activity-type" label="Type">
          {(control) => (
            <Select {...control}>
              {leadActivityTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField form={form} name="summary" id="activity-summary" label="Summary">
          {(control) => (
            <Textarea
              rows={3}
              maxLength={2000}
              placeholder="What happened, what comes next"
              {...control}
            />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField form={form} name="date" id="activity-date" label="Date">
            {(control) => <Input type="date" {...control} />}
          </FormField>
          <FormField form={form} name="time" id="activity-time" label="Time">
            {(control) => <Input type="time" {...control} />}
          </FormField>
        </div>
      </FieldGroup>
      <FormActions submitLabel="Save Activity" isSaving={create.isPending} onCancel={onDone} />
    </form>
  )
}
