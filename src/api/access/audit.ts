// Writing and reading the audit log (issue #20). Every entry is written by the transaction of what
// it records: a sign-in's, or the change of a route that declares `audit` (route-types.ts `auditIn`).
import type { AuditKind, AuditQuery } from '../../domain/access/audit'
import { randomId } from '../../domain/shared/ids'
import type { ApiDeps } from '../shared/deps'
import type { AuditPage } from './audit-store'
import type { StoreTx } from '../shared/store'

export type AuditWho = { userId: string | null; actor: string; address: string | undefined }

/**
 * Writes one entry. Its id is random, not the host's `newId`: the ids a host hands out are the
 * API's (the contract's deterministic ones), and the log is no part of that.
 */
export async function auditEvent(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'clock'>,
  who: AuditWho,
  event: { kind: AuditKind; summary: string },
): Promise<void> {
  await tx.audit?.record({
    id: randomId(),
    at: deps.clock(),
    user_id: who.userId,
    actor: who.actor,
    kind: event.kind,
    summary: event.summary,
    address: who.address ?? null,
  })
}

/** A page of the log; the demo, which keeps none, answers an empty one. */
export function auditPage(tx: StoreTx, query: AuditQuery): Promise<AuditPage> {
  return tx.audit ? tx.audit.list(query) : Promise.resolve({ items: [], next_cursor: null })
}
