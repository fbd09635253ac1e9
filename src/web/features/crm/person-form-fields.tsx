// The inputs of the person form (New Person page and Edit Person dialog).
import type { UseFormReturn } from 'react-hook-form'
import { FormField } from '../../components/form-field'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import type { PersonFormValues } from './person-form'

export function PersonFormFields({ form }: { form: UseFormReturn<PersonFormValues> }) {
  return (
    <FieldGroup>
      <FormField form={form} name="name" id="person-name" label="Name">
        {(control) => <Input autoComplete="name" required {...control} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="email" id="person-email" label="Email">
          {(control) => (
            <Input type="email" autoComplete="email" inputMode="email" required {...control} />
          )}
        </FormField>
        <FormField form={form} name="phone" id="person-phone" label="Phone">
          {(control) => <Input type="tel" autoComplete="tel" {...control} />}
        </FormField>
      </div>
      <FormField
        form={form}
        name="tags"
        id="person-tags"
        label="Tags"
        description="Separate tags with commas"
      >
        {(control) => <Input placeholder="Residential, Commercial" {...control} />}
      </FormField>
      <FormField form={form} name="location" id="person-location" label="Location">
        {(control) => <Input autoComplete="street-address" {...control} />}
      </FormField>
    </FieldGroup>
  )
}
