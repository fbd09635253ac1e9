// Where uploaded files live, behind one small port: the server keeps them as files under DATA_DIR
// and serves them by URL; the browser-only demo keeps them inline as data URLs (createDataUrlBlobStore).
export type BlobToStore = {
  /** The file's bytes as base64 (already checked by media-file.ts). */
  base64: string
  mime: string
  ext: string
}

export type BlobStore = {
  /** The largest file this store accepts, in bytes. */
  readonly maxBytes: number
  /** Stores the file under a generated name; returns the URL it is shown from. */
  put(blob: BlobToStore): Promise<string>
  /**
   * The URLs of every file this store holds, as put() returned them (a demo reset removes those no
   * row refers to any more). A store that keeps nothing outside the rows holds none.
   */
  list(): Promise<string[]>
  /** Removes a file this store made; any other URL (a data: URL, an outside link) is left alone. */
  remove(url: string): Promise<void>
}

/** Files kept inline: the URL is the data itself, so there is nothing to remove. */
export function createDataUrlBlobStore(maxBytes: number): BlobStore {
  return {
    maxBytes,
    put: async ({ base64, mime }) => `data:${mime};base64,${base64}`,
    list: async () => [],
    remove: async () => undefined,
  }
}
