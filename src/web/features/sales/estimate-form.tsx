// The estimate form of Create Estimate and Edit Estimate: client, line items, notes, the deposit and
// the live totals of what will be saved. The page owns the save (create or patch) and where to go after.
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { createEstimateInput, DEPOSIT_MESSAGE, type Estimate } from '../../../domain/sales/estimate'
import { MAX_LONG_TEXT } from '../../../domain/shared/fields'
import { FormActions } from '../../components/form-actions'
import { FormField } from '../../components/form-field'
import { ClientPickerField } from '../../components/person-picker-field'
import { Card, CardContent } from '../../components/ui/card'
import { FieldGroup } from '../../components/ui/field'
import { Separator } from '../../components/ui/separator'
import { Textarea } from '../../components/ui/textarea'
import { toastRefusedForm } from '../../lib/form-errors'
import { domainResolver } from '../../lib/form-resolver'
import { toastError } from '../../lib/toast'
import { DocumentTotals } from '../../components/document-totals'
import { estimateFigures, type NamedDocumentRates } from '../../../domain/sales/estimate-figures'
import { keptRows, LineItemsEditor, NEW_ROW } from '../../components/line-items-editor'
import { DepositField, DepositTotalLine } from './estimate-deposit-field'
import {
  depositFormInput,
  depositFormValue,
  depositOf,
  isDepositAboveTotal,
  NO_DEPOSIT,
  type EstimateFormFields,
  type EstimateInput,
} from './estimate-form-values'

/** The fields the API's `fields` may name, for showFieldErrors. */
export const estimateFieldNames = ['client_person_id', 'line_items', 'notes', 'deposit'] as const

// The form's values are what the API takes (it cleans the rows), so the create schema checks them as
// they are; the deposit by the same schema's rule, as the form holds it. An edit sends the same
// fields, which the patch schema checks with the same rules.
const estimateFormSchema = createEstimateInput
  .omit({ deposit: true })
  .extend({ deposit: depositFormInput })
const estimateResolver = domainResolver<typeof estimateFormSchema, EstimateFormFields>(
  estimateFormSchema,
)

/** An empty form, for a client or none. */
export function newEstimateValues(clientId: string): EstimateFormFields {
  return {
    client_person_id: clientId,
    line_items: [{ ...NEW_ROW }],
    notes: '',
    deposit: NO_DEPOSIT,
  }
}

/** A saved estimate as form values; one empty row when it has no line items (a row always shows). */
export function estimateFormValues(estimate: Estimate): EstimateFormFields {
  const rows = estimate.line_items.map((item) => ({
    desc: item.desc,
    qty: String(item.qty),
    price: String(item.price),
    taxable: item.taxable,
  }))
  return {
    client_person_id: estimate.client_person_id,
    line_items: rows.length > 0 ? rows : [{ ...NEW_ROW }],
    notes: estimate.notes,
    deposit: depositFormValue(estimate.deposit),
  }
}

type EstimateFormProps = {
  /** The form's accessible name, e.g. 'New estimate'. */
  label: string
  defaultValues: EstimateFormFields
  submitLabel: string
  isSaving: boolean
  /** Called with a client chosen; every row is sent for the API to clean (SPEC section 5). */
  onSave: (input: EstimateInput, form: UseFormReturn<EstimateFormFields>) => void
  onCancel: () => void
  /** The rate and rounding the totals are made with: the estimate's own, or (new) the settings'. */
  rates: NamedDocumentRates
}

export function EstimateForm({
  label,
  defaultValues,
  submitLabel,
  isSaving,
  onSave,
  onCancel,
  rates,
}: EstimateFormProps) {
  const form = useForm<EstimateFormFields>({ defaultValues, resolver: estimateResolver })
  const rows = useWatch({ control: form.control, name: 'line_items' })
  const deposit = useWatch({ control: form.control, name: 'deposit' })
  // The totals of what will be saved: rows without a description or a price are left out.
  const figures = estimateFigures(keptRows(rows), rates)

  function save({ deposit: chosen, ...values }: EstimateFormFields) {
    const input = { ...values, deposit: depositOf(chosen) }
    // The API refuses an amount above the total (it knows the total only once it is worked out).
    if (isDepositAboveTotal(input.deposit, figures.total_cents)) {
      form.setError('deposit', { message: DEPOSIT_MESSAGE })
      form.setFocus('deposit.value')
      toastError('Error', DEPOSIT_MESSAGE)
      return
    }
    onSave(input, form)
  }

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          // SPEC section 5: no client says 'Please select a client', and nothing is sent.
          onSubmit={form.handleSubmit(save, toastRefusedForm(estimateFieldNames))}
          aria-label={label}
        >
          <FieldGroup>
            <ClientPickerField
              form={form}
              name="client_person_id"
              id="estimate-client"
              label="Client"
              fieldClassName="max-w-md"
            />
            <LineItemsEditor form={form} />
            <FormField form={form} name="notes" id="estimate-notes" label="Notes">
              {(control) => (
                <Textarea
                  rows={3}
                  maxLength={MAX_LONG_TEXT}
                  placeholder="Optional: access, timing, anything the client should know"
                  {...control}
                />
              )}
            </FormField>
            <DepositField form={form} />
            <Separator />
            <div className="flex flex-col gap-2">
              <DocumentTotals
                figures={figures}
                total_cents={figures.total_cents}
                taxRate={rates.tax}
                taxName={rates.tax_name}
                showRounding={rates.round_totals}
              />
              <DepositTotalLine deposit={deposit} total_cents={figures.total_cents} />
            </div>
          </FieldGroup>
          <FormActions submitLabel={submitLabel} isSaving={isSaving} onCancel={onCancel} />
        </form>
      </CardContent>
    </Card>
  )
}
