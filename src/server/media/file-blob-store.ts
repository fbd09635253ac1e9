// Uploaded files on disk: DATA_DIR/media/<uuid>.<ext>, named by the server (never by the client),
// written to a temporary name first and renamed, so a half-written file is never served.
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BlobStore } from '../../api/blob-store'
import { mediaKindOfExtension, mediaKinds, type MediaKind } from '../../domain/tools/media-file'

/** The URL prefix the files are served under (see media-files.ts). */
export const MEDIA_FILES_PREFIX = '/api/media/files/'

/** A stored file's name: a uuid and one of the extensions media-file.ts gives. */
export const STORED_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.keys(mediaKinds).join('|')})$`,
)

/** What a stored file is (decided from its bytes at upload), or null for a name this store never makes. */
export function storedFileKind(name: string): MediaKind | null {
  if (!STORED_NAME.test(name)) return null
  return mediaKindOfExtension(name.slice(name.lastIndexOf('.') + 1))
}

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
    async list() {
      const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      // Temporary files of uploads under way are not stored files yet.
      return names.filter((name) => STORED_NAME.test(name)).map((n) => `${MEDIA_FILES_PREFIX}${n}`)
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
