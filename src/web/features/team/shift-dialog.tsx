// 'Add Shift' and editing a shift: day, start and end time, an optional job, a note.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import type { Shift } from '../../../domain/team/shift'
import { DateTimeField } from '../../components/date-time-field'
import { FormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { JobPickerField } from '../../components/job-picker-field'
import { Textarea } from '../../components/ui/textarea'
import { isApiError } from '../../data/api-error'
import { toastRefusedForm } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import {
  apiFieldToFormField,
  shiftFormNames,
  shiftFormSchema,
  shiftInstants,
  type ShiftFormOutput,
  type ShiftFormValues,
} from './shift-form'
import { shiftTimeLabel } from './shift-time'
import { useCreateShift, useUpdateShift } from './shift-api'
import type { OverlayProps } from '../../components/overlay-props'

export type ShiftDialogProps = OverlayProps & {
  employeeId: string
  /** The shift to edit, or null to add one. */
  shift: Shift | null
  /** What the form starts with (read once: give the dialog a new key for another shift). */
  initialValues: ShiftFormValues
}

export function ShiftDialog({
  employeeId,
  shift,
  initialValues,
  open,
  onOpenChange,
}: ShiftDialogProps) {
  const create = useCreateShift(employeeId)
  const update = useUpdateShift(employeeId)
  const form = useForm<ShiftFormValues, unknown, ShiftFormOutput>({
    resolver: zodResolver(shiftFormSchema),
    defaultValues: initialValues,
  })
  const [date, start, end] = useWatch({ control: form.control, name: ['date', 'start', 'end'] })
  const isOvernight = shiftInstants({ date, start, end })?.isOvernight === true

  function onRefused(error: Error) {
    if (isApiError(error) && error.fields) {
      let isFirst = true
      for (const [key, message] of Object.entries(error.fields)) {
        const name = apiFieldToFormField[key]
        if (!name) continue
        form.setError(name, { message }, { shouldFocus: isFirst })
        isFirst = false
      }
    }
    toastError('Error', error.message)
  }

  function onSubmit(values: ShiftFormOutput) {
    const done = (saved: Shift, title: string) => {
      toastSuccess(title, shiftTimeLabel(saved))
      onOpenChange(false)
    }
    if (shift) {
      update.mutate(
        { id: shift.id, patch: { ...values, version: shift.version } },
        { onSuccess: (saved) => done(saved, 'Shift updated'), onError: onRefused },
      )
    } else {
      create.mutate(
        { employee_id: employeeId, ...values },
        { onSuccess: (saved) => done(saved, 'Shift added'), onError: onRefused },
      )
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      isLockedWhileSaving
      title={shift ? 'Edit Shift' : 'Add Shift'}
      description="When this employee works. Shifts of one employee cannot overlap."
      formLabel={shift ? 'Edit shift' : 'Add shift'}
      submitLabel={shift ? 'Save Shift' : 'Add Shift'}
      isSaving={create.isPending || update.isPending}
      onSubmit={form.handleSubmit(onSubmit, toastRefusedForm(shiftFormNames))}
    >
      <DateTimeField form={form} name="date" id="shift-date" label="Date" type="date" />
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <DateTimeField form={form} name="start" id="shift-start" label="Start time" type="time" />
        <DateTimeField
          form={form}
          name="end"
          id="shift-end"
          label="End time"
          type="time"
          description={isOvernight ? 'Ends the next day' : undefined}
        />
      </div>
      <JobPickerField
        form={form}
        name="job_id"
        id="shift-job"
        label="Job (optional)"
        placeholder="No job"
      />
      <FormField form={form} name="note" id="shift-note" label="Note (optional)">
        {(control) => <Textarea rows={2} maxLength={10_000} {...control} />}
      </FormField>
    </FormDialog>
  )
}
