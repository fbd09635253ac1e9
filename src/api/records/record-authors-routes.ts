// GET /api/{collection}/:id/authors for every collection: who created the record and who changed it
// last (issue #20), as the signed-in users who did. Sample data, and every record of the demo
// (which has no accounts), have neither.
import { COLLECTION_PERMISSIONS } from '../../domain/access/permissions'
import {
  recordAuthorsSchema,
  type Author,
  type RecordAuthors,
} from '../../domain/access/record-authors'
import { resources } from '../../domain/resources'
import { assertOwn, servesOwnReads } from '../access/own-work'
import { getOrThrow } from './records'
import { idParam, type ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'

async function authorOf(tx: StoreTx, userId: string | null): Promise<Author> {
  if (userId === null) return null
  const user = await tx.get('users', userId)
  return { id: userId, name: user?.name ?? null }
}

export function recordAuthorsRoutes(): ApiRoute[] {
  return resources.map((def): ApiRoute => ({
    method: 'GET',
    path: `/api/${def.name}/:id/authors`,
    summary: `Who created a ${def.label.toLowerCase()} and who changed it last`,
    tag: def.name,
    access: COLLECTION_PERMISSIONS[def.name].read,
    servesOwn: servesOwnReads(def.name),
    responseSchema: recordAuthorsSchema,
    successStatus: 200,
    handle: async (input, deps) => {
      const id = idParam(input, def.label)
      const body = await deps.store.read(async (tx): Promise<RecordAuthors> => {
        const record = await getOrThrow(tx, def.name, id)
        await assertOwn(tx, def.name, input.grant, record, `${def.label} not found`)
        const stamps = await tx.stamps?.of(def.name, record.id)
        return {
          created_by: await authorOf(tx, stamps?.created_by ?? null),
          updated_by: await authorOf(tx, stamps?.updated_by ?? null),
        }
      })
      return { status: 200, body }
    },
  }))
}
