// "Require a deposit" on the estimate form (issue #34 section 3, decision 059): None, a percent of
// the total or an amount, invoiced when the client accepts; and the deposit beside the live totals.
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form'
import { fromCents } from '../../../domain/shared/money'
import { MoneyInput } from '../../components/money-input'
import { FieldError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { depositAmountText, depositLabel } from './estimate-deposit-text'
import {
  DEPOSIT_CHOICES,
  depositFormInput,
  depositOf,
  isDepositAboveTotal,
  type DepositFormValue,
  type EstimateFormFields,
} from './estimate-form-values'

const VALUE_ID = 'estimate-deposit-value'
const HINT_ID = 'estimate-deposit-hint'
const ERROR_ID = 'estimate-deposit-error'

export function DepositField({ form }: { form: UseFormReturn<EstimateFormFields> }) {
  const type = useWatch({ control: form.control, name: 'deposit.type' })
  const { errors } = useFormState({ control: form.control, name: 'deposit' })
  const message = errors.deposit?.message ?? errors.deposit?.value?.message
  const describedBy = message ? `${HINT_ID} ${ERROR_ID}` : HINT_ID
  const valueProps = {
    id: VALUE_ID,
    'aria-invalid': !!message,
    'aria-describedby': describedBy,
    className: 'max-w-36',
    ...form.register('deposit.value'),
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm leading-none font-medium">Require a deposit</legend>
      <div className="flex flex-wrap gap-x-5">
        {DEPOSIT_CHOICES.map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-sm md:min-h-8"
          >
            <input
              type="radio"
              value={value}
              className="size-4 cursor-pointer accent-primary"
              aria-describedby={describedBy}
              {...form.register('deposit.type')}
            />
            {label}
          </label>
        ))}
      </div>
      {type === 'none' ? null : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={VALUE_ID}>
            {type === 'percent' ? 'Deposit percent (%)' : 'Deposit amount ($)'}
          </Label>
          {type === 'percent' ? (
            <Input
              type="number"
              inputMode="decimal"
              min={1}
              max={100}
              step={0.01}
              {...valueProps}
            />
          ) : (
            <MoneyInput {...valueProps} />
          )}
        </div>
      )}
      <p id={HINT_ID} className="text-sm text-muted-foreground">
        Invoiced when the client accepts the estimate; the final invoice takes off what was paid.
      </p>
      <FieldError id={message ? ERROR_ID : undefined}>{message}</FieldError>
    </fieldset>
  )
}

/** The deposit beside the form's live totals, when one is asked for and its value is valid. */
export function DepositTotalLine({
  deposit,
  total_cents,
}: {
  deposit: DepositFormValue
  total_cents: number
}) {
  const value = depositOf(deposit)
  if (!value || !depositFormInput.safeParse(deposit).success) return null
  // An amount above the total is refused on save, not shown as the total it would be cut to.
  if (isDepositAboveTotal(value, total_cents)) return null
  return (
    <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] text-sm">
      <dt className="text-muted-foreground">{depositLabel(value)} on acceptance</dt>
      <dd className="pl-6 text-right tabular-nums">
        {depositAmountText(value, fromCents(total_cents))}
      </dd>
    </dl>
  )
}
