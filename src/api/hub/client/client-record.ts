// The one way a hub route reads a record by the id in its address: the visiting client's own, or
// 404 "Not found" (another client's id and a malformed one alike, so an id tells a client nothing).
import { HUB_NOT_FOUND } from '../../../domain/hub/hub-api'
import { AppError } from '../../../domain/shared/app-error'
import { idSchema } from '../../../domain/shared/fields'
import type { RowOf, StoreTx } from '../../shared/store'
import type { HubVisitor } from '../hub-sessions'

/** The collections whose records belong to a client by their client_person_id. */
type ClientOwned = 'invoices' | 'jobs' | 'estimates'

export async function clientRecordOrThrow<C extends ClientOwned>(
  tx: StoreTx,
  collection: C,
  visitor: HubVisitor,
  id: string | undefined,
  options?: { forUpdate?: boolean },
): Promise<RowOf<C>> {
  const parsed = idSchema.safeParse(id ?? '')
  const row = parsed.success ? await tx.get(collection, parsed.data, options) : null
  if (!row || row.client_person_id !== visitor.person.id) {
    throw new AppError('NOT_FOUND', HUB_NOT_FOUND)
  }
  return row
}
