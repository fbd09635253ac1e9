// A form field that chooses a person (a client, a contact) by name. "None" reads like the
// placeholder, so a chosen person can be cleared again.
import type { FieldValues } from 'react-hook-form'
import type { Person } from '../../domain/crm/person'
import { RecordPickerField, type RecordPickerFieldProps } from './record-picker-field'

export type PersonPickerFieldProps<V extends FieldValues, O extends FieldValues> = Omit<
  RecordPickerFieldProps<V, Person, O>,
  'collection' | 'getLabel' | 'noneLabel' | 'searchLabel'
> & {
  /** The search field's accessible name; 'Search persons' unless told. */
  searchLabel?: string
}

function personName(person: Person): string {
  return person.name
}

export function PersonPickerField<V extends FieldValues, O extends FieldValues = V>({
  placeholder,
  searchLabel = 'Search persons',
  ...props
}: PersonPickerFieldProps<V, O>) {
  return (
    <RecordPickerField<V, Person, O>
      {...props}
      collection="persons"
      getLabel={personName}
      placeholder={placeholder}
      noneLabel={placeholder}
      searchLabel={searchLabel}
    />
  )
}

/** The spec's "choose a client" picker: persons by name. */
export function ClientPickerField<V extends FieldValues, O extends FieldValues = V>(
  props: Omit<PersonPickerFieldProps<V, O>, 'placeholder' | 'searchLabel'>,
) {
  return (
    <PersonPickerField<V, O>
      {...props}
      placeholder="Select a client..."
      searchLabel="Search clients"
    />
  )
}
