// Uploaded files in the database (issue #21): with several app servers on one PostgreSQL, a file one
// server took in is served by every other. The database holds each file; each server keeps a copy
// in its own folder once it has served it, so @fastify/static still answers with Range and ETag
// (media-files.ts), and a file is read from the database once per server.
import { readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import type { BlobStore } from '../../api/blob-store'
import type { Executor } from '../db/executor'
import { mediaBlobs } from '../db/schema'
import {
  MEDIA_FILES_PREFIX,
  newStoredName,
  storedNameOf,
  storedNamesIn,
  STORED_NAME,
  writeStoredFile,
} from './file-blob-store'

export type DatabaseBlobStore = BlobStore & {
  /** Makes sure `name` is in the local folder; false when no such file is stored. */
  fetchLocal(name: string): Promise<boolean>
  /** Stores the files of the local folder the database does not hold yet; how many it stored. */
  adoptLocalFiles(): Promise<number>
}

const exists = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  )

export function createDatabaseBlobStore(options: {
  db: Executor
  /** This server's copies (DATA_DIR/media). */
  folder: string
  maxBytes: number
}): DatabaseBlobStore {
  const { db, folder, maxBytes } = options
  const bytesOf = async (name: string): Promise<Uint8Array | undefined> => {
    const rows = await db
      .select({ bytes: mediaBlobs.bytes })
      .from(mediaBlobs)
      .where(eq(mediaBlobs.name, name))
    return rows[0]?.bytes
  }
  return {
    maxBytes,
    async put({ base64, ext }) {
      const name = newStoredName(ext)
      const bytes = Buffer.from(base64, 'base64')
      await db.insert(mediaBlobs).values({ name, bytes })
      await writeStoredFile(folder, name, bytes)
      return `${MEDIA_FILES_PREFIX}${name}`
    },
    async list() {
      const rows = await db.select({ name: mediaBlobs.name }).from(mediaBlobs)
      return rows.map((row) => `${MEDIA_FILES_PREFIX}${row.name}`)
    },
    async remove(url) {
      const name = storedNameOf(url)
      if (name === null) return
      await db.delete(mediaBlobs).where(eq(mediaBlobs.name, name))
      await rm(join(folder, name), { force: true })
    },
    nameOf: storedNameOf,
    async read(url) {
      const name = storedNameOf(url)
      const bytes = name === null ? undefined : await bytesOf(name)
      if (!bytes) throw new Error(`Not a stored file: ${url.slice(0, 100)}`)
      return bytes
    },
    async restore(url, bytes) {
      const name = storedNameOf(url)
      if (name === null) throw new Error(`Not a stored file: ${url.slice(0, 100)}`)
      const added = await db
        .insert(mediaBlobs)
        .values({ name, bytes: Buffer.from(bytes) })
        .onConflictDoNothing()
        .returning({ name: mediaBlobs.name })
      if (added.length > 0) return true
      const there = await bytesOf(name)
      if (there && Buffer.compare(Buffer.from(there), Buffer.from(bytes)) === 0) return false
      throw new Error(`Another file is stored as ${url}`)
    },
    async fetchLocal(name) {
      if (!STORED_NAME.test(name)) return false
      if (await exists(join(folder, name))) return true
      const bytes = await bytesOf(name)
      if (!bytes) return false
      await writeStoredFile(folder, name, bytes)
      return true
    },
    async adoptLocalFiles() {
      const local = await storedNamesIn(folder)
      if (local.length === 0) return 0
      const held = await db
        .select({ name: mediaBlobs.name })
        .from(mediaBlobs)
        .where(inArray(mediaBlobs.name, local))
      const known = new Set(held.map((row) => row.name))
      let adopted = 0
      for (const name of local) {
        if (known.has(name)) continue
        const bytes = await readFile(join(folder, name))
        await db.insert(mediaBlobs).values({ name, bytes }).onConflictDoNothing()
        adopted += 1
      }
      return adopted
    },
  }
}
