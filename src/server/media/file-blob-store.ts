// Uploaded files on disk: DATA_DIR/media/<uuid>.<ext>, named by the server (never by the client),
// written to a temporary name first and renamed, so a half-written file is never served.
import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BlobStore } from '../../domain/api/blob-store'

/** The URL prefix the files are served under (see media-files.ts). */
export const MEDIA_FILES_PREFIX = '/api/media/files/'

/** A stored file's name: a uuid and one of the extensions media-file.ts gives. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif|webm|mp4)$/

export function mediaFolder(dataDir: string): string {
  return join(dataDir, 'media')
}

export function createFileBlobStore(options: { folder: string; maxBytes: number }): BlobStore {
  const { folder, maxBytes } = options
  let ready: Promise<unknown> | null = null
  const ensureFolder = () => (ready ??= mkdir(folder, { recursive: true }))

  return {
    maxBytes,
    async put({ base64, ext }) {
      await ensureFolder()
      const name = `${randomUUID()}.${ext}`
      if (!STORED_NAME.test(name)) throw new Error(`Unexpected media extension ${ext}`)
      const temporary = join(folder, `.${name}.tmp`)
      try {
        await writeFile(temporary, Buffer.from(base64, 'base64'), { flag: 'wx' })
        await rename(temporary, join(folder, name))
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return `${MEDIA_FILES_PREFIX}${name}`
    },
    async remove(url) {
      if (!url.startsWith(MEDIA_FILES_PREFIX)) return
      const name = url.slice(MEDIA_FILES_PREFIX.length)
      // Only names this store makes: never a path out of the folder.
      if (!STORED_NAME.test(name)) return
      await rm(join(folder, name), { force: true })
    },
  }
}
