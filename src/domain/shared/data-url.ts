// Files carried inside JSON as base64 data URLs ('data:application/pdf;base64,JVBER...'): parsing,
// and the size of the file they hold, without decoding it.

export type ParsedDataUrl = { contentType: string; base64: string; size: number }

const DATA_URL = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The bytes a base64 text decodes to. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding)
}

/** A base64 data URL's content type (lower-cased, 'application/octet-stream' if absent) and size; null if it is not one. */
export function parseDataUrl(text: string): ParsedDataUrl | null {
  const match = DATA_URL.exec(text)
  if (!match) return null
  const base64 = text.slice(match[0].length)
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null
  return {
    contentType: (match[1] ?? 'application/octet-stream').toLowerCase(),
    base64,
    size: base64Size(base64),
  }
}

/** '840 KB', '1.2 MB' */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  const mb = bytes / (1024 * 1024)
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`
}
