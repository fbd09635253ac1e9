// The use case behind GET /api/{collection}/:id/delete-impact: how many rows point at a record, per
// reference, so a confirm dialog can say what a delete would do before it is done.
import { buildDeleteImpact, type DeleteImpact } from '../domain/delete-impact'
import { eq } from '../domain/shared/condition'
import type { Reference } from '../domain/shared/resource'
import { getOrThrow, resourceOrThrow } from './records'
import type { StoreTx } from './store'

export async function deleteImpactOf(
  tx: StoreTx,
  collection: string,
  id: string,
): Promise<DeleteImpact> {
  const def = resourceOrThrow(collection)
  await getOrThrow(tx, collection, id)
  const counts: (Reference & { count: number })[] = []
  for (const ref of def.referencedBy as readonly Reference[]) {
    const condition =
      ref.onDelete === 'pull'
        ? ({ op: 'contains', field: ref.field, value: id } as const)
        : eq(ref.field, id)
    counts.push({ ...ref, count: await tx.count(ref.collection, condition) })
  }
  return buildDeleteImpact(counts)
}
