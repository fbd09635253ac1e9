// Uploaded files where every app server sees them (issue #21): in PostgreSQL (media_blobs) or in an
// S3-compatible bucket, behind one small backend. Each server keeps a copy of a file in its own
// folder once it has served it, so @fastify/static still answers with Range and ETag
// (media-files.ts), and a file is fetched from the backend once per server.
import { readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { BlobStore } from '../../api/blob-store'
import {
  MEDIA_FILES_PREFIX,
  newStoredName,
  storedNameOf,
  storedNamesIn,
  STORED_NAME,
  writeStoredFile,
} from './file-blob-store'

/** Where the files are kept, by the name the store gave each (file-blob-store.ts STORED_NAME). */
export type BlobBackend = {
  /** Stores `bytes` as `name` unless a file of that name is there; false when one was. */
  putIfAbsent(name: string, bytes: Uint8Array): Promise<boolean>
  get(name: string): Promise<Uint8Array | undefined>
  delete(name: string): Promise<void>
  /** Every stored name. */
  names(): Promise<string[]>
  /** Which of `names` are stored. */
  holds(names: readonly string[]): Promise<Set<string>>
}

export type SharedBlobStore = BlobStore & {
  /** Makes sure `name` is in the local folder; false when no such file is stored. */
  fetchLocal(name: string): Promise<boolean>
  /**
   * Stores the files of the local folder the backend does not hold yet and a record names
   * (`referenced`: those of the URLs given that one does); how many it stored. A file no record
   * names is left over, or was deleted through another server: it must not come back.
   */
  adoptLocalFiles(referenced: (urls: readonly string[]) => Promise<Set<string>>): Promise<number>
}

const exists = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  )

const notStored = (url: string) => new Error(`Not a stored file: ${url.slice(0, 100)}`)

export function createSharedBlobStore(options: {
  backend: BlobBackend
  /** This server's copies (DATA_DIR/media). */
  folder: string
  maxBytes: number
}): SharedBlobStore {
  const { backend, folder, maxBytes } = options
  return {
    maxBytes,
    async put({ base64, ext }) {
      const name = newStoredName(ext)
      const bytes = Buffer.from(base64, 'base64')
      if (!(await backend.putIfAbsent(name, bytes))) throw new Error(`${name} is taken`)
      await writeStoredFile(folder, name, bytes)
      return `${MEDIA_FILES_PREFIX}${name}`
    },
    async list() {
      return (await backend.names()).map((name) => `${MEDIA_FILES_PREFIX}${name}`)
    },
    async remove(url) {
      const name = storedNameOf(url)
      if (name === null) return
      await backend.delete(name)
      await rm(join(folder, name), { force: true })
    },
    nameOf: storedNameOf,
    async read(url) {
      const name = storedNameOf(url)
      const bytes = name === null ? undefined : await backend.get(name)
      if (!bytes) throw notStored(url)
      return bytes
    },
    async restore(url, bytes) {
      const name = storedNameOf(url)
      if (name === null) throw notStored(url)
      if (await backend.putIfAbsent(name, bytes)) return true
      const there = await backend.get(name)
      if (there && Buffer.compare(Buffer.from(there), Buffer.from(bytes)) === 0) return false
      throw new Error(`Another file is stored as ${url}`)
    },
    async fetchLocal(name) {
      if (!STORED_NAME.test(name)) return false
      if (await exists(join(folder, name))) return true
      const bytes = await backend.get(name)
      if (!bytes) return false
      await writeStoredFile(folder, name, bytes)
      return true
    },
    async adoptLocalFiles(referenced) {
      const local = await storedNamesIn(folder)
      if (local.length === 0) return 0
      const held = await backend.holds(local)
      const missing = local.filter((name) => !held.has(name))
      if (missing.length === 0) return 0
      const named = await referenced(missing.map((name) => `${MEDIA_FILES_PREFIX}${name}`))
      let adopted = 0
      for (const name of missing) {
        if (!named.has(`${MEDIA_FILES_PREFIX}${name}`)) continue
        if (await backend.putIfAbsent(name, await readFile(join(folder, name)))) adopted += 1
      }
      return adopted
    },
  }
}
