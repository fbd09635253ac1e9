import { MIN_PASSWORD } from '../../../domain/access/password'
import type { FieldValues } from 'react-hook-form'
import { FormField, type FormFieldProps } from '../../components/form-field'
import { Input } from '../../components/ui/input'

/** A new password, with its rule under the label; a password manager may offer one. */
export function NewPasswordField<V extends FieldValues, T extends FieldValues = V>({
  autoFocus = false,
  ...field
}: Pick<FormFieldProps<V, T>, 'form' | 'name' | 'id' | 'label'> & { autoFocus?: boolean }) {
  return (
    <FormField {...field} description={`At least ${MIN_PASSWORD} characters.`}>
      {(control) => (
        <Input {...control} type="password" autoComplete="new-password" autoFocus={autoFocus} />
      )}
    </FormField>
  )
}
