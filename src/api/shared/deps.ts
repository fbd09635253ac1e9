import type { SeedData } from '../../domain/seed/seed'
import type { BackupService } from '../backup/backup-service'
import type { MailRenderer } from '../mail/mail-renderer'
import type { MailSettings } from '../mail/mail-settings'
import type { PdfRenderer } from '../documents/pdf-definition'
import type { PaymentsPort } from '../payments/payments-port'
import type { SmsPort } from '../field/sms-port'
import type { BlobStore } from './blob-store'
import type { Store } from './store'

/** What the API use cases need from their host: storage, a clock and an id source. */
export type ApiDeps = {
  store: Store
  /** Uploaded files (media): files on the server, data URLs in the demo. */
  blobs: BlobStore
  clock: () => number
  newId: () => string
  /** Builds fresh sample data for a demo reset. */
  seed: (now: number) => SeedData
  /** Draws PDF documents: pdfmake on the server, pdfmake loaded on demand in the demo. */
  renderPdf?: PdfRenderer
  /** Backup archives: the server's; none in the demo. */
  backups?: BackupService
  /** Turns a template and its values into an e-mail (HTML and text): the server's; none in the demo. */
  renderMail?: MailRenderer
  /**
   * Outgoing e-mail: the mail server (or none), the sender and publicLink(path) for every link in
   * an e-mail (server); absent in the demo, which sends no e-mail.
   */
  mail?: MailSettings
  /**
   * Online payments (Stripe, decision 046): the server's with STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET set; null or absent otherwise, and then nothing calls a provider.
   */
  payments?: PaymentsPort | null
  /** Texts (On my way, decision 051): the server's with SMS_* set; null or absent otherwise. */
  sms?: SmsPort | null
  /** Reports an unexpected (non-AppError) failure; the response never shows it. */
  logError?: (error: unknown) => void
}
