// The person form's values, shared by New Person and Edit Person, validated with the domain's
// person schemas.
import type { FieldErrors } from 'react-hook-form'
import {
  createPersonInput,
  patchPersonInput,
  PERSON_REQUIRED_MESSAGE,
  type Person,
} from '../../../domain/crm/person'
import { firstErrorMessage } from '../../lib/form-errors'
import { domainResolver } from '../../lib/form-resolver'

export type PersonFormValues = {
  name: string
  email: string
  phone: string
  /** Comma-separated; the API splits, trims and drops blanks. */
  tags: string
  location: string
}

export const personFieldNames = ['name', 'email', 'phone', 'tags', 'location'] as const

export function personFormValues(person?: Person): PersonFormValues {
  return {
    name: person?.name ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    tags: person?.tags.join(', ') ?? '',
    location: person?.location ?? '',
  }
}

export const newPersonResolver = domainResolver<typeof createPersonInput, PersonFormValues>(
  createPersonInput,
)
// Every field is sent on an edit, so the patch schema checks each one as the create schema does.
export const editPersonResolver = domainResolver<typeof patchPersonInput, PersonFormValues>(
  patchPersonInput,
)

/**
 * The toast for a form the schema refused. SPEC section 5: a blank name or email shows 'Name and
 * email are required'; any other problem shows its own message.
 */
export function personFormMessage(errors: FieldErrors<PersonFormValues>): string {
  const isRequiredMissing = [errors.name, errors.email].some((e) =>
    e?.message?.endsWith('is required'),
  )
  if (isRequiredMissing) return PERSON_REQUIRED_MESSAGE
  return firstErrorMessage(errors, personFieldNames) ?? 'Please check the form'
}
