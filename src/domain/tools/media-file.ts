// An uploaded file is judged by its bytes, not by what the client says it is: the data URL is
// checked as base64, its kind found from the file's leading "magic" bytes, its size limited, and an
// original file name that tries to name a path is refused. Pure: no I/O, no Buffer.
import { AppError } from '../shared/app-error'

export const MiB = 1024 * 1024

/** Largest file a server accepts (its JSON body limit of 5 MiB holds this much as base64). */
export const MAX_SERVER_UPLOAD_BYTES = 3 * MiB
/** Largest file the browser-only demo keeps: localStorage holds about 5 million characters in all. */
export const MAX_BROWSER_UPLOAD_BYTES = 1 * MiB
/** Largest thumbnail (the client makes them about 480 px wide, a few dozen KiB). */
export const MAX_THUMB_BYTES = 256 * 1024
export const MAX_FILE_NAME_LENGTH = 200

export type MediaKind = {
  mime: string
  ext: string
  type: 'photo' | 'video'
}

export const UNSUPPORTED_FILE_MESSAGE =
  'Only photos (JPEG, PNG, GIF, WebP, AVIF) and videos (WebM, MP4) can be uploaded'
export const MALFORMED_DATA_URL_MESSAGE = 'The file must be sent as a base64 data: URL'
export const FILE_NAME_PATH_MESSAGE = 'File name must be a plain name, not a path'

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length))

/**
 * Every kind of file accepted, by the extension its stored copy gets: the type sniffed from the
 * bytes at upload is the one the file is served as later (the extension carries it).
 */
export const mediaKinds = {
  jpg: { mime: 'image/jpeg', ext: 'jpg', type: 'photo' },
  png: { mime: 'image/png', ext: 'png', type: 'photo' },
  gif: { mime: 'image/gif', ext: 'gif', type: 'photo' },
  webp: { mime: 'image/webp', ext: 'webp', type: 'photo' },
  avif: { mime: 'image/avif', ext: 'avif', type: 'photo' },
  webm: { mime: 'video/webm', ext: 'webm', type: 'video' },
  mp4: { mime: 'video/mp4', ext: 'mp4', type: 'video' },
} as const satisfies Record<string, MediaKind>

/** The kind a stored file's extension stands for, or null for any other extension. */
export function mediaKindOfExtension(ext: string): MediaKind | null {
  return Object.hasOwn(mediaKinds, ext) ? mediaKinds[ext as keyof typeof mediaKinds] : null
}

/** ISO base media brands that are still images, not video (HEIF/HEIC: most browsers cannot show them). */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])

/** The kind of file the leading bytes show, or null when it is none we accept. */
export function sniffMediaKind(head: Uint8Array): MediaKind | null {
  const b = (i: number) => head[i] ?? -1
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return mediaKinds.jpg
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return mediaKinds.png
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return mediaKinds.gif
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return mediaKinds.webp
  if (b(0) === 0x1a && b(1) === 0x45 && b(2) === 0xdf && b(3) === 0xa3) return mediaKinds.webm
  if (ascii(head, 4, 4) === 'ftyp') {
    const brand = ascii(head, 8, 4)
    if (brand === 'avif' || brand === 'avis') return mediaKinds.avif
    if (heifBrands.has(brand) || brand.length < 4) return null
    return mediaKinds.mp4
  }
  return null
}

const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*?);base64,(.*)$/is
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

export type DecodedDataUrl = {
  /** The base64 payload without whitespace. */
  base64: string
  /** The size of the decoded file in bytes. */
  byteLength: number
}

/** Splits a base64 data: URL; throws VALIDATION when it is not one. */
export function parseDataUrl(text: string, field = 'data_url'): DecodedDataUrl {
  const match = DATA_URL.exec(text.trim())
  const base64 = (match?.[3] ?? '').replace(/\s+/g, '')
  if (!match || base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw new AppError('VALIDATION', MALFORMED_DATA_URL_MESSAGE, {
      [field]: MALFORMED_DATA_URL_MESSAGE,
    })
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return { base64, byteLength: (base64.length / 4) * 3 - padding }
}

/** The first bytes of a base64 payload (enough for sniffing), decoded. */
export function headBytes(base64: string, count = 32): Uint8Array {
  const chars = Math.ceil(count / 3) * 4
  const binary = atob(base64.slice(0, chars))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/** "3 MiB", "256 KiB" */
export function formatLimit(bytes: number): string {
  return bytes >= MiB ? `${bytes / MiB} MiB` : `${Math.round(bytes / 1024)} KiB`
}

export function tooLargeMessage(maxBytes: number): string {
  return `The file is too large (max ${formatLimit(maxBytes)})`
}

/** A checked upload: its base64 bytes and what they are. */
export type CheckedFile = DecodedDataUrl & MediaKind

/**
 * Checks one uploaded file: a base64 data URL (400), no larger than `maxBytes` (413), of an
 * accepted kind by content (415). `accept` narrows the kinds (a thumbnail must be a photo).
 */
export function checkUploadedFile(
  dataUrl: string,
  maxBytes: number,
  options: { field?: string; accept?: 'photo' | 'any' } = {},
): CheckedFile {
  const field = options.field ?? 'data_url'
  const decoded = parseDataUrl(dataUrl, field)
  if (decoded.byteLength > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes), {
      [field]: tooLargeMessage(maxBytes),
    })
  }
  const kind = sniffMediaKind(headBytes(decoded.base64))
  if (!kind || (options.accept === 'photo' && kind.type !== 'photo')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE, {
      [field]: UNSUPPORTED_FILE_MESSAGE,
    })
  }
  return { ...decoded, ...kind }
}

/**
 * The original file name, kept for display only (stored files get generated names). A name that
 * carries a path ('../x.jpg', 'a/b.png', 'C:\\x', an encoded slash) or control characters is refused.
 */
export function checkFileName(name: string): string {
  const trimmed = name.trim()
  const isPath =
    /[/\\:]/.test(trimmed) ||
    /%(2f|5c|2e|00)/i.test(trimmed) ||
    /^\.+$/.test(trimmed) ||
    trimmed.startsWith('..')
  // eslint-disable-next-line no-control-regex
  const hasControl = /[\u0000-\u001f\u007f]/.test(trimmed)
  if (isPath || hasControl) {
    throw new AppError('VALIDATION', FILE_NAME_PATH_MESSAGE, { file_name: FILE_NAME_PATH_MESSAGE })
  }
  if (trimmed.length > MAX_FILE_NAME_LENGTH) {
    const message = `File name is too long (max ${MAX_FILE_NAME_LENGTH})`
    throw new AppError('VALIDATION', message, { file_name: message })
  }
  return trimmed
}
