// Object URLs for blobs shown before upload, shared per blob and revoked a moment after the last
// user lets go (a moment, so React's StrictMode remount in development does not break the image).
import { useEffect, useMemo } from 'react'

type Entry = { url: string; users: number; timer?: ReturnType<typeof setTimeout> }
const entries = new Map<Blob, Entry>()
const RELEASE_DELAY_MS = 1000

function entryFor(blob: Blob): Entry {
  let entry = entries.get(blob)
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 }
    entries.set(blob, entry)
  }
  return entry
}

function release(blob: Blob): void {
  const entry = entries.get(blob)
  if (!entry) return
  entry.users -= 1
  if (entry.users > 0) return
  entry.timer = setTimeout(() => {
    if (entry.users > 0) return
    URL.revokeObjectURL(entry.url)
    entries.delete(blob)
  }, RELEASE_DELAY_MS)
}

export function useObjectUrl(blob: Blob): string {
  const url = useMemo(() => entryFor(blob).url, [blob])
  useEffect(() => {
    const entry = entryFor(blob)
    clearTimeout(entry.timer)
    entry.users += 1
    return () => release(blob)
  }, [blob])
  return url
}
