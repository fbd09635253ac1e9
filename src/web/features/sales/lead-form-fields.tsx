// The inputs of the lead form: Name, Contact person, Stage (new leads only), Source, Potential value.
import { Controller, type UseFormReturn } from 'react-hook-form'
import type { Person } from '../../../domain/crm/person'
import { newLeadStages } from '../../../domain/sales/lead'
import { RecordPicker } from '../../components/record-picker'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { sourceChoices, type LeadFormValues } from './lead-form'

export function LeadFormFields({
  form,
  showStage,
  currentSource,
}: {
  form: UseFormReturn<LeadFormValues>
  /** The create form sets the first stage; an existing lead moves with the stage control. */
  showStage: boolean
  currentSource?: string | undefined
}) {
  const { errors } = form.formState
  const describedBy = (name: keyof LeadFormValues) =>
    errors[name] ? `lead-${name}-error` : undefined
  return (
    <FieldGroup>
      <Field invalid={!!errors.name}>
        <FieldLabel htmlFor="lead-name">Name</FieldLabel>
        <Input
          id="lead-name"
          placeholder="e.g. Patio for the Browns"
          autoComplete="off"
          required
          aria-invalid={!!errors.name}
          aria-describedby={describedBy('name')}
          {...form.register('name')}
        />
        <FieldError id="lead-name-error">{errors.name?.message}</FieldError>
      </Field>
      <Field invalid={!!errors.person_id}>
        <FieldLabel htmlFor="lead-person">Contact Person</FieldLabel>
        <Controller
          control={form.control}
          name="person_id"
          render={({ field }) => (
            <RecordPicker<Person>
              id="lead-person"
              collection="persons"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              getLabel={(person) => person.name}
              placeholder="Select a person..."
              noneLabel="Select a person..."
              searchLabel="Search persons"
              aria-invalid={!!errors.person_id}
              aria-describedby={describedBy('person_id')}
            />
          )}
        />
        <FieldError id="lead-person_id-error">{errors.person_id?.message}</FieldError>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {showStage ? (
          <Field invalid={!!errors.stage}>
            <FieldLabel htmlFor="lead-stage">Stage</FieldLabel>
            <Select id="lead-stage" {...form.register('stage')}>
              {newLeadStages.map((stage) => (
                <option key={stage} value={stage}>
                  {stage}
                </option>
              ))}
            </Select>
            <FieldError id="lead-stage-error">{errors.stage?.message}</FieldError>
          </Field>
        ) : null}
        <Field invalid={!!errors.source}>
          <FieldLabel htmlFor="lead-source">Source</FieldLabel>
          <Select
            id="lead-source"
            aria-describedby={describedBy('source')}
            {...form.register('source')}
          >
            {sourceChoices(currentSource).map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </Select>
          <FieldError id="lead-source-error">{errors.source?.message}</FieldError>
        </Field>
        <Field invalid={!!errors.value}>
          <FieldLabel htmlFor="lead-value">Potential Value ($)</FieldLabel>
          <Input
            id="lead-value"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0"
            aria-invalid={!!errors.value}
            aria-describedby={describedBy('value')}
            {...form.register('value')}
          />
          <FieldError id="lead-value-error">{errors.value?.message}</FieldError>
        </Field>
      </div>
    </FieldGroup>
  )
}
