// Settings > Business / Branding, "Taxes and invoices" (issue #34, decision 058): the tax name and
// rate, whether totals round to whole dollars, and the payment terms new estimates and invoices are
// made with. The Owner changes them; anyone else reads them.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  BILLING_SETTINGS_SAVED,
  PAYMENT_TERMS,
  patchBillingSettingsInput,
  type BillingSettings,
} from '../../../domain/settings/billing-settings'
import { CheckboxField } from '../../components/checkbox-field'
import { FormField } from '../../components/form-field'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { Skeleton } from '../../components/ui/skeleton'
import { billingSettingsQuery, useSaveBillingSettings } from '../../data/billing-settings'
import { useCan } from '../../lib/access'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'

export const BILLING_SETTINGS_TITLE = 'Taxes and invoices'
export const BILLING_SETTINGS_KEEP_NOTE =
  'Changing these never changes an estimate or invoice already made: each keeps the tax, rounding and due date it was made with.'

/** The form sends every setting; the patch schema checks each (the API parses it the same way). */
const billingFormSchema = patchBillingSettingsInput.required()
type BillingFormValues = z.input<typeof billingFormSchema>

const FIELD_NAMES = ['tax_name', 'tax_percent', 'round_totals', 'payment_terms_days'] as const

const valuesOf = ({
  tax_name,
  tax_percent,
  round_totals,
  payment_terms_days,
}: BillingSettings): BillingFormValues => ({
  tax_name,
  tax_percent,
  round_totals,
  payment_terms_days,
})

function BillingSettingsForm({ initial }: { initial: BillingSettings }) {
  const canEdit = useCan('settings:write')
  const save = useSaveBillingSettings()
  const form = useForm<BillingFormValues, unknown, z.output<typeof billingFormSchema>>({
    defaultValues: valuesOf(initial),
    resolver: zodResolver(billingFormSchema),
  })
  const { isDirty } = form.formState

  function onSubmit(settings: z.output<typeof billingFormSchema>) {
    save.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved))
        toastSuccess(BILLING_SETTINGS_SAVED.title, BILLING_SETTINGS_SAVED.description)
      },
      onError: toastSaveError(form, FIELD_NAMES),
    })
  }

  return (
    <form
      noValidate
      aria-label={BILLING_SETTINGS_TITLE}
      onSubmit={form.handleSubmit(onSubmit, toastRefusedForm(FIELD_NAMES))}
      className="flex flex-col gap-4"
    >
      {/* A disabled fieldset disables every control in it: a role without settings:write reads. */}
      <fieldset disabled={!canEdit} className="min-w-0">
        <FieldGroup>
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <FormField
              form={form}
              name="tax_name"
              id="billing-tax-name"
              label="Tax name"
              description="Printed beside the tax on estimates and invoices."
            >
              {(control) => <Input autoComplete="off" maxLength={60} {...control} />}
            </FormField>
            <FormField
              form={form}
              name="tax_percent"
              id="billing-tax-percent"
              label="Tax rate (%)"
              description="0 to 50, e.g. 8.25"
            >
              {(control) => (
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={50}
                  step={0.01}
                  className="max-w-32"
                  {...control}
                  // The schema wants a number: an empty field is NaN, refused with its message.
                  {...form.register('tax_percent', { valueAsNumber: true })}
                />
              )}
            </FormField>
          </div>
          <div className="flex flex-col gap-1">
            <CheckboxField form={form} name="round_totals" label="Round totals to whole dollars" />
            <p className="text-sm text-muted-foreground">
              The difference shows as a Rounding line above the total.
            </p>
          </div>
          <FormField
            form={form}
            name="payment_terms_days"
            id="billing-payment-terms"
            label="Payment terms"
            description="A new invoice is due this many days after it is made."
            className="max-w-md"
          >
            {(control) => (
              <Select
                className="max-w-36"
                {...control}
                {...form.register('payment_terms_days', { valueAsNumber: true })}
              >
                {PAYMENT_TERMS.map((days) => (
                  <option key={days} value={days}>
                    Net {days}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </FieldGroup>
      </fieldset>
      <p className="text-sm text-muted-foreground">{BILLING_SETTINGS_KEEP_NOTE}</p>
      {canEdit ? (
        <div>
          <Button
            type="submit"
            disabled={save.isPending || !isDirty}
            className="min-h-11 sm:min-h-9"
          >
            {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Save Taxes and Invoices
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Only the Owner changes these settings.</p>
      )}
    </form>
  )
}

export function BillingSettingsSection() {
  const settings = useQuery(billingSettingsQuery())
  return (
    <Card role="region" aria-labelledby="billing-settings-title">
      <CardHeader>
        <CardTitle>
          <h2 id="billing-settings-title">{BILLING_SETTINGS_TITLE}</h2>
        </CardTitle>
        <CardDescription>
          The tax, rounding and payment terms new estimates and invoices are made with.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : // The query shows the defaults until the answer comes: the form starts from the answer.
        settings.data && !settings.isPlaceholderData ? (
          <BillingSettingsForm initial={settings.data} />
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-48" />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
