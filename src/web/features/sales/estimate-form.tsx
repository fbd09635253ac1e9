// The estimate form of Create Estimate and Edit Estimate: client, line items, notes and the live
// totals of what will be saved. The page owns the save (create or patch) and where to go after.
import { LoaderCircle } from 'lucide-react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import type { Person } from '../../../domain/crm/person'
import { SELECT_CLIENT_MESSAGE, type Estimate } from '../../../domain/sales/estimate'
import {
  cleanPrice,
  cleanQty,
  estimateTotals,
  keepLineItems,
} from '../../../domain/sales/estimate-totals'
import { MAX_LONG_TEXT } from '../../../domain/shared/fields'
import { clientPickerProps } from '../../components/client-picker'
import { RecordPickerField } from '../../components/record-picker-field'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Separator } from '../../components/ui/separator'
import { Textarea } from '../../components/ui/textarea'
import { toastError } from '../../lib/toast'
import { EstimateTotalsBox } from './estimate-totals-box'
import { LineItemsEditor, NEW_ROW, type EstimateFormValues } from './line-items-editor'

/** The fields the API's `fields` may name, for showFieldErrors. */
export const estimateFieldNames = ['client_person_id', 'line_items', 'notes'] as const

/** An empty form, for a client or none. */
export function newEstimateValues(clientId: string): EstimateFormValues {
  return { client_person_id: clientId, line_items: [{ ...NEW_ROW }], notes: '' }
}

/** A saved estimate as form values; one empty row when it has no line items (a row always shows). */
export function estimateFormValues(estimate: Estimate): EstimateFormValues {
  const rows = estimate.line_items.map((item) => ({
    desc: item.desc,
    qty: String(item.qty),
    price: String(item.price),
  }))
  return {
    client_person_id: estimate.client_person_id,
    line_items: rows.length > 0 ? rows : [{ ...NEW_ROW }],
    notes: estimate.notes,
  }
}

type EstimateFormProps = {
  /** The form's accessible name, e.g. 'New estimate'. */
  label: string
  defaultValues: EstimateFormValues
  submitLabel: string
  isSaving: boolean
  /** Called with a client chosen; every row is sent for the API to clean (SPEC section 5). */
  onSave: (values: EstimateFormValues, form: UseFormReturn<EstimateFormValues>) => void
  onCancel: () => void
}

export function EstimateForm({
  label,
  defaultValues,
  submitLabel,
  isSaving,
  onSave,
  onCancel,
}: EstimateFormProps) {
  const form = useForm<EstimateFormValues>({ defaultValues })
  const { errors } = form.formState
  const rows = useWatch({ control: form.control, name: 'line_items' })
  // The totals of what will be saved: rows without a description or a price are left out.
  const { subtotal, total } = estimateTotals(
    keepLineItems(
      rows.map((row) => ({ desc: row.desc, qty: cleanQty(row.qty), price: cleanPrice(row.price) })),
    ),
  )

  function onSubmit(values: EstimateFormValues) {
    if (!values.client_person_id) {
      form.setError('client_person_id', { message: SELECT_CLIENT_MESSAGE }, { shouldFocus: true })
      toastError('Error', SELECT_CLIENT_MESSAGE)
      return
    }
    onSave(values, form)
  }

  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={label}>
          <FieldGroup>
            <RecordPickerField<EstimateFormValues, Person>
              form={form}
              name="client_person_id"
              id="estimate-client"
              label="Client"
              fieldClassName="max-w-md"
              {...clientPickerProps}
            />
            <LineItemsEditor form={form} />
            <Field invalid={!!errors.notes}>
              <FieldLabel htmlFor="estimate-notes">Notes</FieldLabel>
              <Textarea
                id="estimate-notes"
                rows={3}
                maxLength={MAX_LONG_TEXT}
                placeholder="Optional: access, timing, anything the client should know"
                aria-invalid={!!errors.notes}
                aria-describedby={errors.notes ? 'estimate-notes-error' : undefined}
                {...form.register('notes')}
              />
              <FieldError id="estimate-notes-error">{errors.notes?.message}</FieldError>
            </Field>
            <Separator />
            <EstimateTotalsBox subtotal={subtotal} total={total} />
          </FieldGroup>
          <div className="flex flex-col-reverse gap-2 pt-6 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              className="min-h-11 sm:min-h-9"
              onClick={onCancel}
            >
              Cancel
            </Button>
            <Button type="submit" className="min-h-11 sm:min-h-9" disabled={isSaving}>
              {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {isSaving ? 'Saving…' : submitLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
