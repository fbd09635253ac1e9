// A date or time input as one form field (label, hint, error): the day and time inputs of New Job,
// Create Invoice and Add Shift.
import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { FormField } from './form-field'
import { Input } from './ui/input'

export type DateTimeFieldProps<V extends FieldValues, T extends FieldValues = V> = {
  form: Pick<UseFormReturn<V, unknown, T>, 'control' | 'register'>
  name: Path<V>
  id: string
  label: ReactNode
  type: 'date' | 'time'
  description?: ReactNode
  isRequired?: boolean
  /** The latest day (or time) the input offers. */
  max?: string
  className?: string
}

export function DateTimeField<V extends FieldValues, T extends FieldValues = V>({
  type,
  isRequired = true,
  max,
  ...field
}: DateTimeFieldProps<V, T>) {
  return (
    <FormField {...field}>
      {(control) => <Input type={type} required={isRequired} max={max} {...control} />}
    </FormField>
  )
}
