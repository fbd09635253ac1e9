// The client hub's storage port (issue #31 sections 1 and 2, decision 045): hub links, hub sessions,
// each client's revoke and last visit, and the visits clients confirmed. Only the server implements it (StoreTx.hub is null in the demo);
// the rows hold token hashes, never tokens.
import type { HubLinkTimes, HubSessionTimes } from '../../domain/hub/hub-access'
import type { HubAccessRow } from '../../domain/hub/hub-status'
import type { VisitConfirmation } from '../../domain/hub/visit-confirmation'

export type HubLinkRow = HubLinkTimes & {
  id: string
  person_id: string
  /** SHA-256 (hex) of the link's token. */
  token_hash: string
  created_at: number
  created_by: string | null
}

export type HubSessionRow = HubSessionTimes & {
  /** SHA-256 (hex) of the cookie's token. */
  id: string
  person_id: string
}

export type { HubAccessRow }

export type HubTx = {
  insertLink(link: HubLinkRow): Promise<void>
  linkByTokenHash(tokenHash: string): Promise<HubLinkRow | null>
  linkById(id: string): Promise<HubLinkRow | null>
  /** How many links the client was sent, and when the newest was made. */
  linkCounts(personId: string): Promise<{ count: number; last_created_at: number | null }>

  insertSession(session: HubSessionRow): Promise<void>
  getSession(id: string): Promise<HubSessionRow | null>
  touchSession(id: string, now: number): Promise<void>
  deleteSession(id: string): Promise<void>

  /** The client's state (null when never set). */
  getAccess(personId: string): Promise<HubAccessRow | null>
  /** Sets whether the client's access is revoked (null: not), keeping the last visit. */
  setRevokedAt(personId: string, revokedAt: number | null): Promise<void>
  /** Records a visit, touching nothing else (a revoke at the same moment stands). */
  recordVisit(personId: string, now: number): Promise<void>
  /** Ends every link and hub session of a client at once (Revoke access). */
  revokeAll(personId: string, now: number): Promise<void>

  /** Every client's revoke and last visit (a backup); links and sessions stay behind. */
  exportAccess(): Promise<HubAccessRow[]>
  /** Replaces them (a restore); the install's links and hub sessions all end. */
  restoreAccess(rows: readonly HubAccessRow[]): Promise<void>

  /** Deletes the links expired and the hub sessions last used before the given times. */
  pruneEnded(before: {
    linksExpired: number
    sessionsSeen: number
  }): Promise<{ links: number; sessions: number }>

  /** The stored confirmation of each of `jobIds` that has one. */
  confirmationsOf(jobIds: readonly string[]): Promise<VisitConfirmation[]>
  /**
   * Stores a confirmation unless the job has one for the same date (the first time stays; one for
   * another date is replaced), and answers the one stored.
   */
  confirmVisit(confirmation: VisitConfirmation): Promise<VisitConfirmation>
  /** Every confirmation (a backup). */
  exportConfirmations(): Promise<VisitConfirmation[]>
  /** Replaces them (a restore). */
  restoreConfirmations(rows: readonly VisitConfirmation[]): Promise<void>
}
