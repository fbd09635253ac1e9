// The use case behind GET /api/{collection}/:id/delete-impact: how many rows point at a record, per
// reference, so a confirm dialog can say what a delete would do before it is done.
import { buildDeleteImpact, type DeleteImpact } from '../domain/delete-impact'
import { eq } from '../domain/shared/condition'
import type { Reference } from '../domain/shared/resource'
import { getOrThrow, resourceOrThrow } from './records'
import type { StoreTx } from './store'

/**
 * `readsAll(collection)`: whether the caller may read every row of a collection; a reference into
 * one they may not is answered as "some" or "none", never as a count (visible-fields.ts).
 */
export async function deleteImpactOf(
  tx: StoreTx,
  collection: string,
  id: string,
  readsAll: (collection: string) => boolean = () => true,
): Promise<DeleteImpact> {
  const def = resourceOrThrow(collection)
  await getOrThrow(tx, collection, id)
  const counts: (Reference & { count: number; hidden: boolean })[] = []
  for (const ref of def.referencedBy as readonly Reference[]) {
    const condition =
      ref.onDelete === 'pull'
        ? ({ op: 'contains', field: ref.field, value: id } as const)
        : eq(ref.field, id)
    const count = await tx.count(ref.collection, condition)
    counts.push({ ...ref, count, hidden: !readsAll(ref.collection) })
  }
  return buildDeleteImpact(counts)
}
