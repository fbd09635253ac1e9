// Who may fetch a stored file (issue #28): a file leaves the server as part of the records that name
// it, so it goes only to a caller who may read one of those records, with that record's scope (a
// Crew user: a photo of their own jobs). Every other caller is answered as if the file did not
// exist. A new kind of attachment adds its collection and fields to FILE_REFERENCES.
import { COLLECTION_PERMISSIONS } from '../domain/access/permissions'
import type { CollectionName } from '../domain/resources'
import { AppError } from '../domain/shared/app-error'
import { eq } from '../domain/shared/condition'
import { grantFor, type Caller, type Grant } from './authorize'
import { reachesRow, servesOwnReads } from './own-work'
import type { StoreTx } from './store'
import { MEDIA_FILE_FIELDS } from './upload-media'

/** The records that may name a stored file, and the fields that hold its URL. */
export const FILE_REFERENCES: readonly {
  collection: CollectionName
  fields: readonly string[]
}[] = [
  { collection: 'media', fields: MEDIA_FILE_FIELDS },
  // Lead documents keep their file inline (a data URL in the row, sales/lead-document.ts), read
  // with the record itself; a lead document stored as a file adds { 'lead-documents', ['data_url'] }.
]

/** The caller's grant to read `collection`'s records, or null when they may not read it. */
function readGrant(collection: CollectionName, caller: Caller): Grant | null {
  const route = {
    access: COLLECTION_PERMISSIONS[collection].read,
    servesOwn: servesOwnReads(collection),
  }
  try {
    return grantFor(route, caller)
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}

/** Whether `caller` may read a record that names the stored file `url`. */
export async function mayReadFile(tx: StoreTx, url: string, caller: Caller): Promise<boolean> {
  for (const { collection, fields } of FILE_REFERENCES) {
    const grant = readGrant(collection, caller)
    if (grant === null) continue
    for (const field of fields) {
      for (const row of await tx.findAll(collection, eq(field, url))) {
        if (await reachesRow(tx, collection, grant, row)) return true
      }
    }
  }
  return false
}
