// The automatic follow-ups' storage port (issue #30 section 4, decision 044): the settings, each
// client's "no automatic reminders", and what the scheduler sent. The server keeps them in tables;
// the browser-only demo sends no e-mail and has none (StoreTx.followUps is null there).
import type { FollowUpSettings } from '../../domain/mail/follow-up-settings'
import type {
  FollowUpKind,
  FollowUpsBackup,
  StoredFollowUp,
} from '../../domain/mail/follow-up-record'

export type FollowUpsTx = {
  /** The settings (the defaults when none are stored). */
  getSettings(): Promise<FollowUpSettings>
  saveSettings(settings: FollowUpSettings): Promise<void>
  /** Whether the client is marked to get no automatic e-mail (false when never set). */
  isOptedOut(personId: string): Promise<boolean>
  setOptedOut(personId: string, optedOut: boolean): Promise<void>
  /** Whether the client is marked to get no text messages (false when never set). */
  hasNoTexts(personId: string): Promise<boolean>
  setNoTexts(personId: string, noTexts: boolean): Promise<void>
  /** The follow-ups of `kind` sent for a record, oldest first. */
  sentFor(kind: FollowUpKind, recordId: string): Promise<StoredFollowUp[]>
  /**
   * Takes the record's follow-up for this transaction, without waiting: false when another
   * transaction (another server's pass) holds it. Held until the transaction ends.
   */
  tryClaim(kind: FollowUpKind, recordId: string): Promise<boolean>
  /** Records a sent follow-up; false (nothing written) when one with its kind, record and seq exists. */
  record(followUp: StoredFollowUp): Promise<boolean>
  exportAll(): Promise<FollowUpsBackup>
  /** Replaces all three (a restore). */
  restoreAll(backup: FollowUpsBackup): Promise<void>
}
