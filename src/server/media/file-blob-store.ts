// Uploaded files on disk: DATA_DIR/media/<uuid>.<ext>, named by the server (never by the client),
// written to a temporary name first and renamed, so a half-written file is never served.
import { randomUUID } from 'node:crypto'
import { link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BlobStore } from '../../api/shared/blob-store'
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

/** A new stored file's name for a file of extension `ext`. */
export function newStoredName(ext: string): string {
  const name = `${randomUUID()}.${ext}`
  if (!STORED_NAME.test(name)) throw new Error(`Unexpected media extension ${ext}`)
  return name
}

/** The stored name a URL of this store names, or null for any other URL. */
export function storedNameOf(url: string): string | null {
  if (!url.startsWith(MEDIA_FILES_PREFIX)) return null
  const name = url.slice(MEDIA_FILES_PREFIX.length)
  return STORED_NAME.test(name) ? name : null
}

/**
 * Writes `bytes` as `folder/name` under a temporary name first, then renames it: no reader ever sees
 * half a file, and two writers of the same file both end with the whole of it.
 */
export async function writeStoredFile(folder: string, name: string, bytes: Uint8Array) {
  await mkdir(folder, { recursive: true })
  const temporary = join(folder, `.${name}.${randomUUID()}.tmp`)
  try {
    await writeFile(temporary, bytes, { flag: 'wx' })
    await rename(temporary, join(folder, name))
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** The stored names in `folder` (temporary files of writes under way are not stored files yet). */
export async function storedNamesIn(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names.filter((name) => STORED_NAME.test(name))
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
      const name = newStoredName(ext)
      await writeStoredFile(folder, name, Buffer.from(base64, 'base64'))
      return `${MEDIA_FILES_PREFIX}${name}`
    },
    async list() {
      return (await storedNamesIn(folder)).map((name) => `${MEDIA_FILES_PREFIX}${name}`)
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
