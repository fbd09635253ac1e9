// The business's billing settings (issue #34 sections 3 and 5, decision 058): the tax rate new
// estimates and invoices are made with (a name and a percent), whether their totals are rounded to
// whole dollars, and the payment terms a new invoice's due date follows. The defaults reproduce SPEC
// section 9 (8% tax, totals rounded to whole dollars); each document keeps the rate and rounding it
// was made with, so a change applies to new documents only.
import { z } from 'zod'
import type { NamedDocumentRates } from '../sales/estimate-figures'
import { shortText } from '../shared/fields'

export const PAYMENT_TERMS = [15, 30] as const
export type PaymentTermsDays = (typeof PAYMENT_TERMS)[number]

export const billingSettingsSchema = z.object({
  /** 'Sales tax' */
  tax_name: z.string(),
  /** 8 for 8%: at most 2 decimals, 0 to 50. */
  tax_percent: z.number(),
  /** Round each total to whole dollars (SPEC section 9), shown as the Rounding line. */
  round_totals: z.boolean(),
  /** Net 15 or Net 30: a new invoice is due that many days after it is made. */
  payment_terms_days: z.union([z.literal(15), z.literal(30)]),
})
export type BillingSettings = z.infer<typeof billingSettingsSchema>

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  tax_name: 'Sales tax',
  tax_percent: 8,
  round_totals: true,
  payment_terms_days: 30,
}

export const TAX_PERCENT_MESSAGE = 'Tax rate must be a percent from 0 to 50, at most 2 decimals'
export const PAYMENT_TERMS_MESSAGE = 'Payment terms must be Net 15 or Net 30'

export const patchBillingSettingsInput = z
  .object({
    tax_name: shortText('Tax name', 60).min(1, 'Tax name is required'),
    tax_percent: z
      .number({ message: TAX_PERCENT_MESSAGE })
      .min(0, TAX_PERCENT_MESSAGE)
      .max(50, TAX_PERCENT_MESSAGE)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, TAX_PERCENT_MESSAGE),
    round_totals: z.boolean({ message: 'Rounding must be on or off' }),
    payment_terms_days: z.union([z.literal(15), z.literal(30)], { message: PAYMENT_TERMS_MESSAGE }),
  })
  .partial()
  .strict()
export type PatchBillingSettingsInput = z.input<typeof patchBillingSettingsInput>

export function applyBillingSettingsPatch(
  current: BillingSettings,
  patch: z.output<typeof patchBillingSettingsInput>,
): BillingSettings {
  const next = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value
  }
  return next
}

/** A stored value that is not valid falls back to the defaults, field by field. */
export function billingSettingsOrDefault(value: unknown): BillingSettings {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const checked = patchBillingSettingsInput.safeParse(
    Object.fromEntries(
      Object.keys(DEFAULT_BILLING_SETTINGS)
        .filter(
          (key) =>
            patchBillingSettingsInput.shape[key as keyof BillingSettings].safeParse(raw[key])
              .success,
        )
        .map((key) => [key, raw[key]]),
    ),
  )
  return applyBillingSettingsPatch(DEFAULT_BILLING_SETTINGS, checked.success ? checked.data : {})
}

/** The rates a new document is made with. */
export function documentRates(
  settings: BillingSettings,
): NamedDocumentRates & { tax_name: string } {
  return {
    tax: Math.round(settings.tax_percent * 100) / 10_000,
    round_totals: settings.round_totals,
    tax_name: settings.tax_name,
  }
}

/** A new invoice's due date: `terms` days after `now`. */
export function dueDateFrom(now: number, settings: Pick<BillingSettings, 'payment_terms_days'>) {
  return now + settings.payment_terms_days * 86_400_000
}

export const BILLING_SETTINGS_SAVED = {
  title: 'Billing settings saved',
  description: 'New estimates and invoices use them',
}
