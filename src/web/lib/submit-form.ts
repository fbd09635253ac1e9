// The submit handler of a form that saves with one request: the schema checks the values, the
// request saves them, and each way it can go wrong says so the same way in every form.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { toastRefusedForm, toastSaveError } from './form-errors'

/** A mutation's `mutate`, as far as a form uses it. */
export type SaveRequest<T, R> = (
  input: T,
  callbacks: { onSuccess: (saved: R) => void; onError: (error: Error) => void },
) => void

/**
 * `form.handleSubmit` for one save: a form the schema refuses shows `toastRefusedForm`'s toast and
 * sends nothing; a save the API refuses shows `toastSaveError`'s; a saved one calls `onSaved`.
 */
export function submitForm<V extends FieldValues, T extends FieldValues, R>(
  form: Pick<UseFormReturn<V, unknown, T>, 'handleSubmit' | 'setError'>,
  names: readonly Path<V>[],
  save: SaveRequest<T, R>,
  onSaved: (saved: R) => void,
  requiredMessage?: string,
) {
  return form.handleSubmit(
    (input) => save(input, { onSuccess: onSaved, onError: toastSaveError(form, names) }),
    toastRefusedForm(names, requiredMessage),
  )
}
