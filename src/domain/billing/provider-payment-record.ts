// What the server keeps of a provider's payments and refunds (decision 046), as the table holds it
// and a backup carries it, with when each provider's webhook was last heard from.
import { z } from 'zod'
import { epochMsSchema, idSchema } from '../shared/fields'

export const PAYMENT_PROVIDERS = ['stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

export const storedProviderPaymentSchema = z
  .object({
    id: idSchema,
    provider: z.enum(PAYMENT_PROVIDERS),
    provider_payment_id: z.string().min(1).max(500),
    payment_intent_id: z.string().min(1).max(500),
    payment_id: idSchema.nullable(),
    invoice_id: idSchema.nullable(),
    kind: z.enum(['payment', 'refund']),
    /** Dollars, positive for a payment and for a refund alike. */
    amount: z.number().positive(),
    event_id: z.string().min(1).max(500),
    created_at: epochMsSchema,
  })
  .strict()
export type StoredProviderPayment = z.infer<typeof storedProviderPaymentSchema>

export const providerWebhookSchema = z
  .object({
    provider: z.enum(PAYMENT_PROVIDERS),
    last_received_at: epochMsSchema,
    last_event_type: z.string().max(200),
  })
  .strict()
export type ProviderWebhook = z.infer<typeof providerWebhookSchema>

export const providerPaymentsBackupSchema = z.object({
  payments: z.array(storedProviderPaymentSchema),
  webhooks: z.array(providerWebhookSchema),
})
export type ProviderPaymentsBackup = z.infer<typeof providerPaymentsBackupSchema>

export const EMPTY_PROVIDER_PAYMENTS_BACKUP: ProviderPaymentsBackup = { payments: [], webhooks: [] }
