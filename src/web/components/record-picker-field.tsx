// A record picker as one form field: the label names the combobox, the form's error shows under it
// and marks it invalid, and the chosen id is the field's value (React Hook Form's Controller).
import type { ReactNode } from 'react'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { FormField } from './form-field'
import { RecordPicker, type PickableRecord, type RecordPickerProps } from './record-picker'

export type RecordPickerFieldProps<
  V extends FieldValues,
  T extends PickableRecord,
  O extends FieldValues,
> = Omit<
  RecordPickerProps<T>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'name' | 'aria-invalid' | 'aria-describedby'
> & {
  /** The form; `O` is what its resolver hands the submit handler. */
  form: Pick<UseFormReturn<V, unknown, O>, 'control' | 'register'>
  name: Path<V>
  id: string
  label: ReactNode
  /** A hint under the picker, which the picker names as its description. */
  description?: ReactNode
  /** Classes of the field around the label, picker and error. */
  fieldClassName?: string
  /** After the field's value has changed (e.g. to clear a choice that depends on this one). */
  onPicked?: (id: string, record: T | null, previousId: string) => void
}

export function RecordPickerField<
  V extends FieldValues,
  T extends PickableRecord,
  O extends FieldValues = V,
>({
  form,
  name,
  id,
  label,
  description,
  fieldClassName,
  onPicked,
  ...picker
}: RecordPickerFieldProps<V, T, O>) {
  return (
    <FormField
      form={form}
      name={name}
      id={id}
      label={label}
      description={description}
      className={fieldClassName}
    >
      {({ 'aria-invalid': isInvalid, 'aria-describedby': describedBy }) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <RecordPicker<T>
              {...picker}
              id={id}
              value={(field.value as string | undefined) ?? ''}
              onChange={(value, record) => {
                const previous = (field.value as string | undefined) ?? ''
                field.onChange(value)
                onPicked?.(value, record, previous)
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
            />
          )}
        />
      )}
    </FormField>
  )
}
