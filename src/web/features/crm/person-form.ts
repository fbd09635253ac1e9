// The person form's values and its checks, shared by New Person and Edit Person.
import { createPersonInput, PERSON_REQUIRED_MESSAGE, type Person } from '../../../domain/crm/person'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'

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

export type FormProblem = { message: string; fields: Record<string, string> }

/**
 * SPEC section 5: name and email are required ('Name and email are required'); then the schema the
 * API validates with, so a bad email is caught at once. Null when the form may be sent.
 */
export function checkPersonForm(values: PersonFormValues): FormProblem | null {
  const name = values.name.trim()
  const email = values.email.trim()
  if (!name || !email) {
    return {
      message: PERSON_REQUIRED_MESSAGE,
      fields: {
        ...(name ? {} : { name: 'Name is required' }),
        ...(email ? {} : { email: 'Email is required' }),
      },
    }
  }
  const parsed = createPersonInput.safeParse(values)
  if (parsed.success) return null
  const fields = fieldErrorsFromZod(parsed.error)
  return { message: Object.values(fields)[0] ?? 'Please check the form', fields }
}
