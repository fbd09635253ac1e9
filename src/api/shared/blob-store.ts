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
  /**
   * The name a file this store made goes by in a backup (its URL's last part), or null for a URL
   * it did not make (a data: URL, an outside link): those travel inside their rows.
   */
  nameOf(url: string): string | null
  /** The bytes of a file this store made (a backup); rejects when it is not there. */
  read(url: string): Promise<Uint8Array>
  /**
   * Writes `bytes` as the file `url` names (a restore: the URL comes from a backed-up row and
   * passed nameOf). True when the file is new; false when the very same bytes were there already.
   * Rejects when other bytes are stored under that name.
   */
  restore(url: string, bytes: Uint8Array): Promise<boolean>
}

/** Files kept inline: the URL is the data itself, so there is nothing to remove. */
export function createDataUrlBlobStore(maxBytes: number): BlobStore {
  return {
    maxBytes,
    put: async ({ base64, mime }) => `data:${mime};base64,${base64}`,
    list: async () => [],
    remove: async () => undefined,
    nameOf: () => null,
    read: async () => {
      throw new Error('Files kept inline have no bytes of their own')
    },
    restore: async () => {
      throw new Error('Files kept inline are restored with their rows')
    },
  }
}
