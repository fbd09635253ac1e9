// Uploaded files on disk: DATA_DIR/media/<uuid>.<ext>, named by the server (never by the client),
// written to a temporary name first and renamed, so a half-written file is never served.
import { randomUUID } from 'node:crypto'
import { link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
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

/** The stored file's name a URL of this store names, or null (a data: URL, any other URL). */
function storedNameOf(url: string): string | null {
  if (!url.startsWith(MEDIA_FILES_PREFIX)) return null
  const name = url.slice(MEDIA_FILES_PREFIX.length)
  // Only names this store makes: never a path out of the folder.
  return STORED_NAME.test(name) ? name : null
}

export function createFileBlobStore(options: { folder: string; maxBytes: number }): BlobStore {
  const { folder, maxBytes } = options
  let ready: Promise<unknown> | null = null
  const ensureFolder = () => (ready ??= mkdir(folder, { recursive: true }))
  const pathOf = (url: string) => {
    const name = storedNameOf(url)
    if (name === null) throw new Error(`Not a stored file: ${url.slice(0, 100)}`)
    return join(folder, name)
  }

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
      const name = storedNameOf(url)
      if (name !== null) await rm(join(folder, name), { force: true })
    },
    nameOf: storedNameOf,
    read: (url) => readFile(pathOf(url)),
    async restore(url, bytes) {
      await ensureFolder()
      const target = pathOf(url)
      const temporary = join(folder, `.${storedNameOf(url)}.restore.tmp`)
      try {
        await rm(temporary, { force: true })
        await writeFile(temporary, bytes, { flag: 'wx' })
        // A hard link fails when the name is taken, where a rename would replace that file.
        await link(temporary, target)
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        const there = await readFile(target).catch(() => null)
        if (there && Buffer.compare(there, bytes) === 0) return false
        throw new Error(`Another file is stored as ${url}`)
      } finally {
        await rm(temporary, { force: true })
      }
    },
  }
}
