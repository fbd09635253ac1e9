// The storage port of what payment providers reported (decision 046): the server keeps it in
// tables; the browser-only demo takes no online payments and has none (StoreTx.providerPayments null).
import type {
  PaymentProvider,
  ProviderPaymentsBackup,
  ProviderWebhook,
  StoredProviderPayment,
} from '../../domain/billing/provider-payment-record'

export type ProviderPaymentsTx = {
  /**
   * Records a provider payment or refund unless one with its provider id is there already (another
   * delivery of the event, at this server or another): true when this call wrote it. Under the
   * unique key, a second transaction with the same id waits for the first and then writes nothing.
   */
  claim(row: StoredProviderPayment): Promise<boolean>
  /** The payment and refunds recorded for a PaymentIntent, oldest first. */
  forPaymentIntent(
    provider: PaymentProvider,
    paymentIntentId: string,
  ): Promise<StoredProviderPayment[]>
  /** Notes a verified webhook event's arrival. */
  noteWebhook(webhook: ProviderWebhook): Promise<void>
  lastWebhook(provider: PaymentProvider): Promise<ProviderWebhook | null>
  exportAll(): Promise<ProviderPaymentsBackup>
  /** Replaces both tables (a restore). */
  restoreAll(backup: ProviderPaymentsBackup): Promise<void>
}
