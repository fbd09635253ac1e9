// The shared file store at start-up (issue #28): a server takes into the shared store only those of
// its own files that a record names, so a file deleted through another server stays deleted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MEDIA_FILES_PREFIX } from './file-blob-store'
import { createSharedBlobStore, type BlobBackend } from './shared-blob-store'

/** A backend in memory (the database's or the bucket's, as far as the store can tell). */
function memoryBackend(): BlobBackend & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>()
  return {
    files,
    async putIfAbsent(name, bytes) {
      if (files.has(name)) return false
      files.set(name, bytes)
      return true
    },
    get: async (name) => files.get(name),
    delete: async (name) => void files.delete(name),
    names: async () => [...files.keys()],
    holds: async (names) => new Set(names.filter((name) => files.has(name))),
  }
}

const NAMED = `${'1'.repeat(8)}-1111-4111-8111-${'1'.repeat(12)}.png`
const DELETED = `${'2'.repeat(8)}-2222-4222-8222-${'2'.repeat(12)}.png`
const HELD = `${'3'.repeat(8)}-3333-4333-8333-${'3'.repeat(12)}.png`

describe('a shared file store adopting the files of its server folder', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })
  const serverFolder = (...names: string[]) => {
    const folder = mkdtempSync(join(tmpdir(), 'groundwork-adopt-'))
    folders.push(folder)
    for (const name of names) writeFileSync(join(folder, name), `bytes of ${name}`)
    return folder
  }

  it('takes in only the files a record names, and asks about each file at most once', async () => {
    const backend = memoryBackend()
    backend.files.set(HELD, Buffer.from('already shared'))
    const store = createSharedBlobStore({
      backend,
      folder: serverFolder(NAMED, DELETED, HELD),
      maxBytes: 1024,
    })
    const asked: string[][] = []
    const named = async (urls: readonly string[]) => {
      asked.push([...urls])
      return new Set(urls.filter((url) => url === `${MEDIA_FILES_PREFIX}${NAMED}`))
    }

    expect(await store.adoptLocalFiles(named)).toBe(1)
    expect(Buffer.from(backend.files.get(NAMED) ?? []).toString()).toBe(`bytes of ${NAMED}`)
    // Deleted through another server (no record names it any more): it does not come back.
    expect(backend.files.has(DELETED)).toBe(false)
    expect(Buffer.from(backend.files.get(HELD) ?? []).toString()).toBe('already shared')
    // Only the files the backend lacks are looked up.
    expect(asked.flat().sort()).toEqual(
      [NAMED, DELETED].map((name) => `${MEDIA_FILES_PREFIX}${name}`).sort(),
    )
    expect(await store.adoptLocalFiles(named)).toBe(0)
  })

  it('does not ask the records when the backend holds every local file', async () => {
    const backend = memoryBackend()
    backend.files.set(HELD, Buffer.from('already shared'))
    const store = createSharedBlobStore({ backend, folder: serverFolder(HELD), maxBytes: 1024 })
    let asked = 0
    const adopted = await store.adoptLocalFiles(async () => {
      asked += 1
      return new Set()
    })
    expect(adopted).toBe(0)
    expect(asked).toBe(0)
  })
})
