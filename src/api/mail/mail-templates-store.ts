// The storage port of the edited e-mail templates (issue #30 section 5): the server keeps them in a
// table (one row per edited kind); the browser-only demo sends no e-mail and keeps none (null).
import type { MailKind } from '../../domain/mail/mail-kinds'
import type { StoredMailTemplate } from '../../domain/mail/mail-template'

export type MailTemplatesTx = {
  /** Every edited template (a kind without one uses its defaults). */
  list(): Promise<StoredMailTemplate[]>
  get(kind: MailKind): Promise<StoredMailTemplate | null>
  /** Stores the edited texts of a kind, replacing earlier ones. */
  save(template: StoredMailTemplate): Promise<void>
  /** Back to the defaults. */
  remove(kind: MailKind): Promise<void>
  /** Replaces every edited template (a restore). */
  replaceAll(templates: readonly StoredMailTemplate[]): Promise<void>
}
