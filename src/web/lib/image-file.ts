// Getting a photo or video ready to upload, in the browser: photos are scaled down (long edge 1920
// px, JPEG) so a phone's 5 MB picture travels as a few hundred KB, and a small thumbnail (480 px) is
// made for grids. Files the browser cannot decode are sent as they are; the API then judges them.
import {
  MAX_BROWSER_UPLOAD_BYTES,
  MAX_SERVER_UPLOAD_BYTES,
  tooLargeMessage,
} from '../../domain/tools/media-file'
import type { UploadMediaInput } from '../../domain/tools/media'
import { isDemoMode } from './env'

export const PHOTO_MAX_EDGE = 1920
export const THUMB_MAX_EDGE = 480
const JPEG_QUALITY = 0.85
const THUMB_QUALITY = 0.75

/** The largest file this build's API accepts (the demo keeps files in localStorage). */
export const uploadLimitBytes = isDemoMode ? MAX_BROWSER_UPLOAD_BYTES : MAX_SERVER_UPLOAD_BYTES

export type PreparedUpload = {
  dataUrl: string
  thumbDataUrl?: string
  fileName?: string
  kind: 'photo' | 'video'
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'))
    reader.readAsDataURL(blob)
  })
}

/** The decoded size of a base64 data URL, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

/** The size, scaled so the long edge is at most `maxEdge` (never scaled up). */
export function fitWithin(width: number, height: number, maxEdge: number) {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** `source` scaled to fit `maxEdge`, as a JPEG data URL (on white: JPEG has no transparency). */
export function drawJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
  maxEdge: number,
  quality: number,
) {
  const size = fitWithin(width, height, maxEdge)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available')
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(source, 0, 0, size.width, size.height)
  return canvas.toDataURL('image/jpeg', quality)
}

/** The picture decoded (turned upright), or null when this browser cannot decode it. */
export async function decodeImage(
  blob: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void } | null> {
  if (typeof createImageBitmap !== 'function') return null
  try {
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' })
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    }
  } catch {
    return null
  }
}

/** Photos scaled with a thumbnail; videos and animated GIFs as they are. */
export async function prepareUpload(file: Blob, fileName?: string): Promise<PreparedUpload> {
  const name = fileName ?? (file instanceof File ? file.name : undefined)
  const base = name ? { fileName: name } : {}
  if (file.type.startsWith('video/')) {
    return { ...base, dataUrl: await readAsDataUrl(file), kind: 'video' }
  }
  const image = file.type === 'image/gif' ? null : await decodeImage(file)
  if (!image) return { ...base, dataUrl: await readAsDataUrl(file), kind: 'photo' }
  try {
    return {
      ...base,
      dataUrl: drawJpeg(image.source, image.width, image.height, PHOTO_MAX_EDGE, JPEG_QUALITY),
      thumbDataUrl: drawJpeg(
        image.source,
        image.width,
        image.height,
        THUMB_MAX_EDGE,
        THUMB_QUALITY,
      ),
      kind: 'photo',
    }
  } finally {
    image.close()
  }
}

/** The message for a file this build cannot take, or null when it fits. */
export function sizeProblem(upload: PreparedUpload): string | null {
  return dataUrlBytes(upload.dataUrl) > uploadLimitBytes ? tooLargeMessage(uploadLimitBytes) : null
}

/**
 * A photo or video ready for POST /api/media: prepared as above, then checked against this build's
 * limit (a file too large throws the message to show).
 */
export async function prepareMediaUpload(
  file: Blob,
  fileName?: string,
): Promise<Pick<UploadMediaInput, 'data_url' | 'thumb_data_url' | 'file_name'>> {
  const prepared = await prepareUpload(file, fileName)
  const problem = sizeProblem(prepared)
  if (problem) throw new Error(problem)
  return {
    data_url: prepared.dataUrl,
    ...(prepared.thumbDataUrl ? { thumb_data_url: prepared.thumbDataUrl } : {}),
    ...(fileName ? { file_name: fileName } : {}),
  }
}
