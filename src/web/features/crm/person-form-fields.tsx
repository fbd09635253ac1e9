// The inputs of the person form (New Person page and Edit Person dialog).
import type { UseFormReturn } from 'react-hook-form'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
} from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import type { PersonFormValues } from './person-form'

export function PersonFormFields({ form }: { form: UseFormReturn<PersonFormValues> }) {
  const { errors } = form.formState
  const describedBy = (name: keyof PersonFormValues) =>
    errors[name] ? `person-${name}-error` : undefined
  return (
    <FieldGroup>
      <Field invalid={!!errors.name}>
        <FieldLabel htmlFor="person-name">Name</FieldLabel>
        <Input
          id="person-name"
          autoComplete="name"
          required
          aria-invalid={!!errors.name}
          aria-describedby={describedBy('name')}
          {...form.register('name')}
        />
        <FieldError id="person-name-error">{errors.name?.message}</FieldError>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field invalid={!!errors.email}>
          <FieldLabel htmlFor="person-email">Email</FieldLabel>
          <Input
            id="person-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            aria-invalid={!!errors.email}
            aria-describedby={describedBy('email')}
            {...form.register('email')}
          />
          <FieldError id="person-email-error">{errors.email?.message}</FieldError>
        </Field>
        <Field invalid={!!errors.phone}>
          <FieldLabel htmlFor="person-phone">Phone</FieldLabel>
          <Input
            id="person-phone"
            type="tel"
            autoComplete="tel"
            aria-invalid={!!errors.phone}
            aria-describedby={describedBy('phone')}
            {...form.register('phone')}
          />
          <FieldError id="person-phone-error">{errors.phone?.message}</FieldError>
        </Field>
      </div>
      <Field invalid={!!errors.tags}>
        <FieldLabel htmlFor="person-tags">Tags</FieldLabel>
        <Input
          id="person-tags"
          placeholder="Residential, Commercial"
          aria-invalid={!!errors.tags}
          aria-describedby={errors.tags ? 'person-tags-hint person-tags-error' : 'person-tags-hint'}
          {...form.register('tags')}
        />
        <FieldDescription id="person-tags-hint">Separate tags with commas</FieldDescription>
        <FieldError id="person-tags-error">{errors.tags?.message}</FieldError>
      </Field>
      <Field invalid={!!errors.location}>
        <FieldLabel htmlFor="person-location">Location</FieldLabel>
        <Input
          id="person-location"
          autoComplete="street-address"
          aria-invalid={!!errors.location}
          aria-describedby={describedBy('location')}
          {...form.register('location')}
        />
        <FieldError id="person-location-error">{errors.location?.message}</FieldError>
      </Field>
    </FieldGroup>
  )
}
