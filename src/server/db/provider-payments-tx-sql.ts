// What payment providers reported (api/payments/provider-payments-store.ts) on SQL.
import { and, asc, eq } from 'drizzle-orm'
import type { ProviderPaymentsTx } from '../../api/payments/provider-payments-store'
import {
  providerWebhookSchema,
  storedProviderPaymentSchema,
} from '../../domain/billing/provider-payment-record'
import type { Executor } from './executor'
import { providerPayments, providerWebhooks } from './schema'

/** Rows per INSERT of a restore. */
const RESTORE_CHUNK = 500

export function createProviderPaymentsTx(db: Executor): ProviderPaymentsTx {
  return {
    async claim(row) {
      const inserted = await db
        .insert(providerPayments)
        .values(row)
        .onConflictDoNothing({
          target: [providerPayments.provider, providerPayments.provider_payment_id],
        })
        .returning({ id: providerPayments.id })
      return inserted.length === 1
    },
    async forPaymentIntent(provider, paymentIntentId) {
      const rows = await db
        .select()
        .from(providerPayments)
        .where(
          and(
            eq(providerPayments.provider, provider),
            eq(providerPayments.payment_intent_id, paymentIntentId),
          ),
        )
        .orderBy(asc(providerPayments.created_at), asc(providerPayments.id))
      return rows.map((row) => storedProviderPaymentSchema.parse(row))
    },
    async noteWebhook(webhook) {
      await db
        .insert(providerWebhooks)
        .values(webhook)
        .onConflictDoUpdate({
          target: providerWebhooks.provider,
          set: {
            last_received_at: webhook.last_received_at,
            last_event_type: webhook.last_event_type,
          },
        })
    },
    async lastWebhook(provider) {
      const rows = await db
        .select()
        .from(providerWebhooks)
        .where(eq(providerWebhooks.provider, provider))
      return rows[0] ? providerWebhookSchema.parse(rows[0]) : null
    },
    async exportAll() {
      const payments = await db
        .select()
        .from(providerPayments)
        .orderBy(asc(providerPayments.created_at), asc(providerPayments.id))
      const webhooks = await db
        .select()
        .from(providerWebhooks)
        .orderBy(asc(providerWebhooks.provider))
      return {
        payments: payments.map((row) => storedProviderPaymentSchema.parse(row)),
        webhooks: webhooks.map((row) => providerWebhookSchema.parse(row)),
      }
    },
    async restoreAll(backup) {
      await db.delete(providerPayments)
      await db.delete(providerWebhooks)
      for (let i = 0; i < backup.payments.length; i += RESTORE_CHUNK) {
        await db.insert(providerPayments).values(backup.payments.slice(i, i + RESTORE_CHUNK))
      }
      if (backup.webhooks.length > 0) await db.insert(providerWebhooks).values(backup.webhooks)
    },
  }
}
