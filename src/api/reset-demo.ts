// The demo reset: every record replaced by fresh sample data in one transaction, then the stored
// files no row refers to any more removed. Only after the commit: a reset that fails keeps them all.
import type { ApiDeps } from './deps'
import { MEDIA_FILE_FIELDS } from './upload-media'

export async function resetDemoCommand(deps: ApiDeps): Promise<void> {
  // Only files stored before the reset begins: an upload that starts meanwhile keeps its file.
  const stored = await deps.blobs.list()
  const data = deps.seed(deps.clock())
  await deps.store.transaction((tx) => tx.replaceAll(data))
  await removeUnreferencedFiles(deps, stored)
}

/**
 * Removes those of `urls` that no media row names. A failed removal is logged, not thrown: the
 * reset has happened, and a left-over file is harmless (the next reset tries again).
 */
async function removeUnreferencedFiles(deps: ApiDeps, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return
  const referenced = await deps.store.read(async (tx) => {
    const found = new Set<string>()
    for (const field of MEDIA_FILE_FIELDS) {
      for (const url of await tx.existing('media', field, urls)) found.add(url)
    }
    return found
  })
  for (const url of urls) {
    if (referenced.has(url)) continue
    await deps.blobs.remove(url).catch((error: unknown) => deps.logError?.(error))
  }
}
