// Add entry and Edit entry (Owner, Office): a correction of an employee's time, audited by the
// server. An edit sends the version it read, so a change made meanwhile is refused (409, a toast).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { TimeEntry } from '../../../domain/time/time-api'
import { DateTimeField } from '../../components/date-time-field'
import { FormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import type { OverlayProps } from '../../components/overlay-props'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { toastRefusedForm } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateTimeEntry, useUpdateTimeEntry } from './timesheet-api'
import {
  timeEntryFormNames,
  timeEntryFormSchema,
  type TimeEntryFormOutput,
  type TimeEntryFormValues,
} from './time-entry-form'

export type TimeEntryDialogProps = OverlayProps & {
  employeeId: string
  /** The entry to change, or null to add one. */
  entry: TimeEntry | null
  /** The business's time zone: the form's day and times are its. */
  timeZone: string
  /** Read once: give the dialog a new key for another entry. */
  initialValues: TimeEntryFormValues
}

export function TimeEntryDialog({
  employeeId,
  entry,
  timeZone,
  initialValues,
  open,
  onOpenChange,
}: TimeEntryDialogProps) {
  const create = useCreateTimeEntry()
  const update = useUpdateTimeEntry()
  const form = useForm<TimeEntryFormValues, unknown, TimeEntryFormOutput>({
    resolver: zodResolver(timeEntryFormSchema(timeZone, entry?.ends_at === null)),
    defaultValues: initialValues,
  })

  function onSubmit(values: TimeEntryFormOutput) {
    const handlers = {
      onSuccess: () => {
        toastSuccess(entry ? 'Entry updated' : 'Entry added')
        onOpenChange(false)
      },
      onError: (error: Error) => toastError('Not saved', error.message),
    }
    if (entry) {
      update.mutate({ id: entry.id, patch: { ...values, version: entry.version } }, handlers)
    } else if (values.ends_at !== null) {
      create.mutate({ employee_id: employeeId, ...values, ends_at: values.ends_at }, handlers)
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isLockedWhileSaving
      title={entry ? 'Edit entry' : 'Add entry'}
      description={`Times in the business's time zone (${timeZone}). The change is recorded in the audit log.`}
      formLabel={entry ? 'Edit entry' : 'Add entry'}
      submitLabel={entry ? 'Save entry' : 'Add entry'}
      isSaving={create.isPending || update.isPending}
      onSubmit={form.handleSubmit(onSubmit, toastRefusedForm(timeEntryFormNames))}
    >
      <DateTimeField form={form} name="date" id="time-entry-date" label="Date" type="date" />
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <DateTimeField form={form} name="start" id="time-entry-start" label="Start" type="time" />
        <DateTimeField
          form={form}
          name="end"
          id="time-entry-end"
          label="End"
          type="time"
          isRequired={entry?.ends_at !== null}
          description={entry?.ends_at === null ? 'Blank: still open' : undefined}
        />
      </div>
      <FormField form={form} name="kind" id="time-entry-kind" label="Kind">
        {(control) => (
          <Select {...control}>
            <option value="work">Work</option>
            <option value="break">Break</option>
          </Select>
        )}
      </FormField>
      <FormField form={form} name="note" id="time-entry-note" label="Note (optional)">
        {(control) => <Textarea rows={2} maxLength={500} {...control} />}
      </FormField>
    </FormDialog>
  )
}
