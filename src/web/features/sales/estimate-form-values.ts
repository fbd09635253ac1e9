// The estimate form's values beyond the line items editor's: the deposit as chosen and typed, how it
// is checked (the domain's deposit rule) and what the API gets for it (decision 059).
import { z } from 'zod'
import { createEstimateInput, DEPOSIT_MESSAGE, type Deposit } from '../../../domain/sales/estimate'
import { toCents } from '../../../domain/shared/money'
import type { LineItemsValues } from '../../components/line-items-editor'

export const DEPOSIT_CHOICES = [
  ['none', 'None'],
  ['percent', 'Percent'],
  ['amount', 'Amount'],
] as const
export type DepositChoice = (typeof DEPOSIT_CHOICES)[number][0]

/** The form's deposit: the choice, and the value as typed. */
export type DepositFormValue = { type: DepositChoice; value: string }

/** The form's values: client, the line items editor's, notes. */
export type EstimateFormValues = LineItemsValues & { client_person_id: string; notes: string }

/** The form's values and the deposit. */
export type EstimateFormFields = EstimateFormValues & { deposit: DepositFormValue }
/** What the form hands the page to send: the rows as typed (the API cleans them), the deposit. */
export type EstimateInput = EstimateFormValues & { deposit: Deposit | null }

export const NO_DEPOSIT: DepositFormValue = { type: 'none', value: '' }

/** What the API takes: null for None; an empty or non-numeric value is NaN, which it refuses. */
export function depositOf({ type, value }: DepositFormValue): Deposit | null {
  if (type === 'none') return null
  return { type, value: value.trim() === '' ? Number.NaN : Number(value) }
}

export function depositFormValue(deposit: Deposit | null): DepositFormValue {
  return deposit ? { type: deposit.type, value: String(deposit.value) } : NO_DEPOSIT
}

/**
 * The form's deposit checked by the domain's deposit rule (the one the API runs), with one message
 * on `deposit`: where the field shows it, and where the API's `fields.deposit` lands too.
 */
export const depositFormInput = z
  .object({ type: z.enum(['none', 'percent', 'amount']), value: z.string() })
  .superRefine((value, ctx) => {
    const checked = createEstimateInput.shape.deposit.safeParse(depositOf(value))
    if (!checked.success) ctx.addIssue({ code: 'custom', message: DEPOSIT_MESSAGE })
  })

/** The API refuses an amount above the estimate's total: the same check, before sending. */
export function isDepositAboveTotal(deposit: Deposit | null, total_cents: number): boolean {
  return deposit?.type === 'amount' && toCents(deposit.value) > total_cents
}
