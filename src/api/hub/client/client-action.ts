// What every action of a client in the hub leaves behind (issue #31 section 2), in the action's own
// transaction: an audit entry by "Client: {name}" (with the client's address) and the office told,
// in the app and by e-mail to the users who want 'hub-action' notices.
import type { AuditKind } from '../../../domain/access/audit'
import type { OfficeNotice } from '../../../domain/notifications/notification'
import { auditEvent } from '../../access/audit'
import { notifyOfficeByMail } from '../../notifications/office-mail'
import type { ApiDeps } from '../../shared/deps'
import type { StoreTx } from '../../shared/store'
import type { HubVisitor } from '../hub-sessions'
import { clientActorLabel, type HubRouteInput } from './hub-client-route'

export async function recordClientAction(
  tx: StoreTx,
  deps: ApiDeps,
  visitor: HubVisitor,
  input: Pick<HubRouteInput, 'address'>,
  action: { kind: AuditKind; summary: string; notice: OfficeNotice },
): Promise<void> {
  await auditEvent(
    tx,
    deps,
    { userId: null, actor: clientActorLabel(visitor), address: input.address },
    { kind: action.kind, summary: action.summary },
  )
  await notifyOfficeByMail(tx, deps, 'hub-action', action.notice, visitor.person.name)
}
