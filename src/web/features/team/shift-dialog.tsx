// 'Add Shift' and editing a shift: day, start and end time, an optional job, a note.
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { Shift } from '../../../domain/team/shift'
import { JobSelect } from '../../components/job-select'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
} from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { isApiError } from '../../data/api-error'
import { toastError, toastSuccess } from '../../lib/toast'
import {
  apiFieldToFormField,
  shiftFormSchema,
  shiftInstants,
  type ShiftFormOutput,
  type ShiftFormValues,
} from './shift-form'
import { shiftTimeLabel } from './shift-time'
import { useCreateShift, useUpdateShift } from './shift-api'

export type ShiftDialogProps = {
  employeeId: string
  /** The shift to edit, or null to add one. */
  shift: Shift | null
  /** What the form starts with (read once: give the dialog a new key for another shift). */
  initialValues: ShiftFormValues
  open: boolean
  onOpenChange: (open: boolean) => void
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
  const { errors } = form.formState
  const isPending = create.isPending || update.isPending
  const [date, start, end] = useWatch({ control: form.control, name: ['date', 'start', 'end'] })
  const isOvernight = shiftInstants({ date, start, end })?.isOvernight === true

  function onInvalid() {
    const first = Object.values(form.formState.errors)[0]?.message
    toastError('Error', typeof first === 'string' ? first : 'Please check the form')
  }

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

  const describe = (name: keyof ShiftFormValues, hint?: string) =>
    [errors[name] ? `shift-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{shift ? 'Edit Shift' : 'Add Shift'}</DialogTitle>
          <DialogDescription>
            When this employee works. Shifts of one employee cannot overlap.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit, onInvalid)}
          aria-label={shift ? 'Edit shift' : 'Add shift'}
        >
          <FieldGroup>
            <Field invalid={!!errors.date}>
              <FieldLabel htmlFor="shift-date">Date</FieldLabel>
              <Input
                id="shift-date"
                type="date"
                required
                aria-invalid={!!errors.date}
                aria-describedby={describe('date')}
                {...form.register('date')}
              />
              <FieldError id="shift-date-error">{errors.date?.message}</FieldError>
            </Field>
            <div className="grid grid-cols-2 gap-3 sm:gap-5">
              <Field invalid={!!errors.start}>
                <FieldLabel htmlFor="shift-start">Start time</FieldLabel>
                <Input
                  id="shift-start"
                  type="time"
                  required
                  aria-invalid={!!errors.start}
                  aria-describedby={describe('start')}
                  {...form.register('start')}
                />
                <FieldError id="shift-start-error">{errors.start?.message}</FieldError>
              </Field>
              <Field invalid={!!errors.end}>
                <FieldLabel htmlFor="shift-end">End time</FieldLabel>
                <Input
                  id="shift-end"
                  type="time"
                  required
                  aria-invalid={!!errors.end}
                  aria-describedby={describe('end', isOvernight ? 'shift-end-hint' : undefined)}
                  {...form.register('end')}
                />
                {isOvernight ? (
                  <FieldDescription id="shift-end-hint">Ends the next day</FieldDescription>
                ) : null}
                <FieldError id="shift-end-error">{errors.end?.message}</FieldError>
              </Field>
            </div>
            <Field invalid={!!errors.job_id}>
              <FieldLabel htmlFor="shift-job">Job (optional)</FieldLabel>
              <Controller
                control={form.control}
                name="job_id"
                render={({ field }) => (
                  <JobSelect
                    id="shift-job"
                    placeholder="No job"
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-invalid={!!errors.job_id}
                    aria-describedby={describe('job_id')}
                  />
                )}
              />
              <FieldError id="shift-job_id-error">{errors.job_id?.message}</FieldError>
            </Field>
            <Field invalid={!!errors.note}>
              <FieldLabel htmlFor="shift-note">Note (optional)</FieldLabel>
              <Textarea
                id="shift-note"
                rows={2}
                maxLength={10_000}
                aria-invalid={!!errors.note}
                aria-describedby={describe('note')}
                {...form.register('note')}
              />
              <FieldError id="shift-note-error">{errors.note?.message}</FieldError>
            </Field>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                className="min-h-11 sm:min-h-9"
                disabled={isPending}
                onClick={() => onOpenChange(false)}
              >
                Cancel
              </Button>
              <Button type="submit" className="min-h-11 sm:min-h-9" disabled={isPending}>
                {isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {shift ? 'Save Shift' : 'Add Shift'}
              </Button>
            </DialogFooter>
          </FieldGroup>
        </form>
      </DialogContent>
    </Dialog>
  )
}
