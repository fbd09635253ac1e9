// One form field wired to React Hook Form: the label points at the control, and the control gets
// aria-invalid and aria-describedby naming its hint and its error, so no form repeats that wiring.
import type { ReactNode } from 'react'
import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import { Field, FieldDescription, FieldError, FieldLabel } from './ui/field'

/** What a field hands its control: spread it onto an Input, Textarea or Select. */
export type FormControlProps<V extends FieldValues> = UseFormRegisterReturn<Path<V>> & {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

export type FormFieldProps<V extends FieldValues, T extends FieldValues = V> = {
  /** The form; `T` is what its resolver hands the submit handler (a schema's output). */
  form: Pick<UseFormReturn<V, unknown, T>, 'control' | 'register'>
  name: Path<V>
  /** The control's id; the hint and the error take it with `-hint` and `-error`. */
  id: string
  label: ReactNode
  description?: ReactNode
  className?: string
  children: (control: FormControlProps<V>) => ReactNode
}

export function FormField<V extends FieldValues, T extends FieldValues = V>({
  form,
  name,
  id,
  label,
  description,
  className,
  children,
}: FormFieldProps<V, T>) {
  // Subscribed to this field only, so one field's error does not re-render the others.
  const { errors } = useFormState({ control: form.control, name })
  const message = (get(errors, name) as { message?: string } | undefined)?.message
  const hintId = description ? `${id}-hint` : undefined
  const errorId = message ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <Field invalid={!!message} className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({
        ...form.register(name),
        id,
        'aria-invalid': !!message,
        'aria-describedby': describedBy,
      })}
      {description ? <FieldDescription id={hintId}>{description}</FieldDescription> : null}
      <FieldError id={errorId}>{message}</FieldError>
    </Field>
  )
}
