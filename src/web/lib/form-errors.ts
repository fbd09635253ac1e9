// Putting field messages (from a schema check or the API's `fields`) under a form's inputs.
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { isApiError } from '../data/api-error'
import { toastError } from './toast'

/**
 * Sets each message on its field when the form has one (focusing the first); returns the messages
 * no field could show, so the caller can put them in the toast.
 */
export function showFieldErrors<V extends FieldValues, T extends FieldValues = V>(
  form: Pick<UseFormReturn<V, unknown, T>, 'setError'>,
  fields: Record<string, string>,
  names: readonly Path<V>[],
): string[] {
  const unplaced: string[] = []
  let isFirst = true
  for (const [key, message] of Object.entries(fields)) {
    const name = names.find((n) => n === key || key.startsWith(`${n}.`))
    if (!name) {
      unplaced.push(message)
      continue
    }
    form.setError(name, { message }, { shouldFocus: isFirst })
    isFirst = false
  }
  return unplaced
}

/** The first error message of a form, in the order of `names` (the order the fields are shown). */
export function firstErrorMessage<V extends FieldValues>(
  errors: FieldErrors<V>,
  names: readonly Path<V>[],
): string | undefined {
  for (const name of names) {
    // A field array's own message (e.g. too many rows) is its root's.
    const error = get(errors, name) as
      { message?: unknown; root?: { message?: unknown } } | undefined
    const message = error?.message ?? error?.root?.message
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

/**
 * The toast for a form its schema refused: `requiredMessage` when a field is missing (a message
 * ending in 'is required', or any message on a field of `missingWhenInvalid`), else the first
 * field's message.
 */
export function refusedFormMessage<V extends FieldValues>(
  errors: FieldErrors<V>,
  names: readonly Path<V>[],
  requiredMessage?: string,
  missingWhenInvalid: readonly Path<V>[] = [],
): string {
  const isMissing = names.some((name) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message
    if (typeof message !== 'string' || !message) return false
    return message.endsWith('is required') || missingWhenInvalid.includes(name)
  })
  if (isMissing && requiredMessage) return requiredMessage
  return firstErrorMessage(errors, names) ?? 'Please check the form'
}

/** `handleSubmit`'s second argument: the 'Error' toast of `refusedFormMessage`. */
export function toastRefusedForm<V extends FieldValues>(
  names: readonly Path<V>[],
  requiredMessage?: string,
  missingWhenInvalid?: readonly Path<V>[],
): (errors: FieldErrors<V>) => void {
  return (errors) =>
    toastError('Error', refusedFormMessage(errors, names, requiredMessage, missingWhenInvalid))
}

/** A save the API refused: its field messages under the inputs, its message in the 'Error' toast. */
export function toastSaveError<V extends FieldValues, T extends FieldValues = V>(
  form: Pick<UseFormReturn<V, unknown, T>, 'setError'>,
  names: readonly Path<V>[],
): (error: Error) => void {
  return (error) => {
    if (isApiError(error) && error.fields) showFieldErrors(form, error.fields, names)
    toastError('Error', error.message)
  }
}

/**
 * Puts the API's field messages under their inputs; returns what is left to say elsewhere (the
 * fields no input shows, or the error's own message), or undefined when every message was placed.
 */
export function placeApiErrors<V extends FieldValues, T extends FieldValues = V>(
  form: Pick<UseFormReturn<V, unknown, T>, 'setError'>,
  error: Error,
  names: readonly Path<V>[],
): string | undefined {
  const fields = isApiError(error) ? error.fields : undefined
  if (!fields) return error.message
  const unplaced = showFieldErrors(form, fields, names)
  return unplaced.length > 0 ? unplaced.join(' ') : undefined
}

/** A request the API refused, in the form itself: field messages under their inputs, the rest as
 * the form's own message ('root.server'). */
export function showFormRefusal<V extends FieldValues, T extends FieldValues = V>(
  form: Pick<UseFormReturn<V, unknown, T>, 'setError'>,
  names: readonly Path<V>[],
): (error: Error) => void {
  return (error) => {
    const message = placeApiErrors(form, error, names)
    if (message !== undefined) form.setError('root.server', { message })
  }
}
