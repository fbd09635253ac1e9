// A picked photo made ready for the request form: scaled down to a JPEG that fits the form's limit
// per photo (a phone's 5 MB picture becomes a few hundred KB). A file the browser cannot decode (an
// iPhone's HEIC elsewhere than Safari) is sent as it is, and the server judges it by its bytes.
import {
  MAX_REQUEST_PHOTO_BYTES,
  type WorkRequestPhoto,
} from '../../domain/client-hub/work-request'
import { tooLargeMessage } from '../../domain/tools/media-file'
import { dataUrlBytes, fitWithin, readAsDataUrl } from '../../web/lib/image-file'

/** Tried in turn until the photo fits the limit. */
const ATTEMPTS = [
  { maxEdge: 1600, quality: 0.82 },
  { maxEdge: 1280, quality: 0.72 },
  { maxEdge: 960, quality: 0.65 },
]

function drawJpeg(bitmap: ImageBitmap, maxEdge: number, quality: number): string {
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  return canvas.toDataURL('image/jpeg', quality)
}

async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return null
  }
}

/** The photo as the form sends it, or a message to show when it cannot be made to fit. */
export async function preparePhoto(file: File): Promise<WorkRequestPhoto | { problem: string }> {
  const fileName = file.name.replace(/\.[^.]*$/, '') || 'photo'
  const bitmap = await decode(file)
  if (!bitmap) {
    const dataUrl = await readAsDataUrl(file)
    return dataUrlBytes(dataUrl) > MAX_REQUEST_PHOTO_BYTES
      ? { problem: `${file.name}: ${tooLargeMessage(MAX_REQUEST_PHOTO_BYTES)}` }
      : { file_name: file.name, data_url: dataUrl }
  }
  try {
    for (const { maxEdge, quality } of ATTEMPTS) {
      const dataUrl = drawJpeg(bitmap, maxEdge, quality)
      if (dataUrlBytes(dataUrl) <= MAX_REQUEST_PHOTO_BYTES)
        return { file_name: `${fileName}.jpg`, data_url: dataUrl }
    }
    return { problem: `${file.name}: ${tooLargeMessage(MAX_REQUEST_PHOTO_BYTES)}` }
  } finally {
    bitmap.close()
  }
}
