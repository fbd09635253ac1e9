// How every "choose a client" picker reads: persons by name, with the spec's placeholder.
import type { Person } from '../../domain/crm/person'

export const clientPickerProps = {
  collection: 'persons',
  getLabel: (person: Person) => person.name,
  placeholder: 'Select a client...',
  noneLabel: 'Select a client...',
  searchLabel: 'Search clients',
} as const
