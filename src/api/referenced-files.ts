// Which stored files a record still names: a file no media row refers to is left over (a demo
// reset, a restore), and a server never takes one such into the shared file store at start-up.
import type { Store } from './store'
import { MEDIA_FILE_FIELDS } from './upload-media'

/** URLs per lookup: well under PostgreSQL's 65,535 parameters per statement. */
const URLS_PER_LOOKUP = 1000

/** Those of `urls` that a media row names (as its file or its thumbnail). */
export async function referencedFiles(store: Store, urls: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < urls.length; i += URLS_PER_LOOKUP) {
    const some = urls.slice(i, i + URLS_PER_LOOKUP)
    await store.read(async (tx) => {
      for (const field of MEDIA_FILE_FIELDS) {
        for (const url of await tx.existing('media', field, some)) found.add(url)
      }
    })
  }
  return found
}
