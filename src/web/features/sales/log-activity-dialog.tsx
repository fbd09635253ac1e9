// Log Activity: what happened with a lead (a call, an email, a meeting, a site visit) and when.
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { leadActivityTypes, type LeadActivityType } from '../../../domain/sales/lead-activity'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
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
  const { errors } = form.formState

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
        <Field>
          <FieldLabel htmlFor="activity-type">Type</FieldLabel>
          <Select id="activity-type" {...form.register('type')}>
            {leadActivityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Field invalid={!!errors.summary}>
          <FieldLabel htmlFor="activity-summary">Summary</FieldLabel>
          <Textarea
            id="activity-summary"
            rows={3}
            maxLength={2000}
            placeholder="What happened, what comes next"
            aria-invalid={!!errors.summary}
            aria-describedby={errors.summary ? 'activity-summary-error' : undefined}
            {...form.register('summary')}
          />
          <FieldError id="activity-summary-error">{errors.summary?.message}</FieldError>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field invalid={!!errors.date}>
            <FieldLabel htmlFor="activity-date">Date</FieldLabel>
            <Input
              id="activity-date"
              type="date"
              aria-invalid={!!errors.date}
              aria-describedby={errors.date ? 'activity-date-error' : undefined}
              {...form.register('date')}
            />
            <FieldError id="activity-date-error">{errors.date?.message}</FieldError>
          </Field>
          <Field>
            <FieldLabel htmlFor="activity-time">Time</FieldLabel>
            <Input id="activity-time" type="time" {...form.register('time')} />
          </Field>
        </div>
      </FieldGroup>
      <DialogFooter className="pt-6">
        <Button type="button" variant="outline" className="min-h-11 sm:min-h-9" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-11 sm:min-h-9" disabled={create.isPending}>
          {create.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {create.isPending ? 'Saving…' : 'Save Activity'}
        </Button>
      </DialogFooter>
    </form>
  )
}
