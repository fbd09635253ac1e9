// The files in PostgreSQL (media_blobs): the default with DATABASE_URL (shared-blob-store.ts).
import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { mediaBlobs } from '../db/schema'
import type { BlobBackend } from './shared-blob-store'

export function databaseBlobBackend(db: Executor): BlobBackend {
  return {
    async putIfAbsent(name, bytes) {
      const added = await db
        .insert(mediaBlobs)
        .values({ name, bytes: Buffer.from(bytes) })
        .onConflictDoNothing()
        .returning({ name: mediaBlobs.name })
      return added.length > 0
    },
    async get(name) {
      const rows = await db
        .select({ bytes: mediaBlobs.bytes })
        .from(mediaBlobs)
        .where(eq(mediaBlobs.name, name))
      return rows[0]?.bytes
    },
    async delete(name) {
      await db.delete(mediaBlobs).where(eq(mediaBlobs.name, name))
    },
    async names() {
      const rows = await db.select({ name: mediaBlobs.name }).from(mediaBlobs)
      return rows.map((row) => row.name)
    },
    async holds(names) {
      if (names.length === 0) return new Set()
      const rows = await db
        .select({ name: mediaBlobs.name })
        .from(mediaBlobs)
        .where(inArray(mediaBlobs.name, [...names]))
      return new Set(rows.map((row) => row.name))
    },
  }
}
