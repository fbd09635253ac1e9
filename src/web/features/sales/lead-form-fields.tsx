// The inputs of the lead form: Name, Contact person, Stage (new leads only), Source, Potential value.
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { newLeadStages } from '../../../domain/sales/lead'
import { MoneyInput } from '../../components/money-input'
import { FormField } from '../../components/form-field'
import { PersonPickerField } from '../../components/person-picker-field'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { sourceChoices, type LeadFormValues } from './lead-form'

export function LeadFormFields<T extends FieldValues>({
  form,
  showStage,
  currentSource,
}: {
  /** `T` is what the form's resolver hands the submit handler (the create or the patch input). */
  form: UseFormReturn<LeadFormValues, unknown, T>
  /** The create form sets the first stage; an existing lead moves with the stage control. */
  showStage: boolean
  currentSource?: string | undefined
}) {
  return (
    <FieldGroup>
      <FormField form={form} name="name" id="lead-name" label="Name">
        {(control) => (
          <Input placeholder="e.g. Patio for the Browns" autoComplete="off" required {...control} />
        )}
      </FormField>
      <PersonPickerField<LeadFormValues, T>
        form={form}
        name="person_id"
        id="lead-person"
        label="Contact Person"
        required
        placeholder="Select a person..."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {showStage ? (
          <FormField form={form} name="stage" id="lead-stage" label="Stage">
            {(control) => (
              <Select {...control}>
                {newLeadStages.map((stage) => (
                  <option key={stage} value={stage}>
                    {stage}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
        <FormField form={form} name="source" id="lead-source" label="Source">
          {(control) => (
            <Select {...control}>
              {sourceChoices(currentSource).map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField form={form} name="value" id="lead-value" label="Potential Value ($)">
          {(control) => <MoneyInput placeholder="0" {...control} />}
        </FormField>
      </div>
    </FieldGroup>
  )
}
