// A picked photo made ready for the request form: scaled down to a JPEG that fits the form's limit
// per photo (a phone's 5 MB picture becomes a few hundred KB). A file the browser cannot decode (an
// iPhone's HEIC elsewhere than Safari) is sent as it is, and the server judges it by its bytes.
import {
  MAX_REQUEST_PHOTO_BYTES,
  type WorkRequestPhoto,
} from '../../domain/client-hub/work-request'
import { tooLargeMessage } from '../../domain/tools/media-file'
import { dataUrlBytes, decodeImage, drawJpeg, readAsDataUrl } from '../../web/lib/image-file'

/** Tried in turn until the photo fits the limit. */
const ATTEMPTS = [
  { maxEdge: 1600, quality: 0.82 },
  { maxEdge: 1280, quality: 0.72 },
  { maxEdge: 960, quality: 0.65 },
]

/** The photo as the form sends it, or a message to show when it cannot be made to fit. */
export async function preparePhoto(file: File): Promise<WorkRequestPhoto | { problem: string }> {
  const fileName = file.name.replace(/\.[^.]*$/, '') || 'photo'
  const image = await decodeImage(file)
  if (!image) {
    const dataUrl = await readAsDataUrl(file)
    return dataUrlBytes(dataUrl) > MAX_REQUEST_PHOTO_BYTES
      ? { problem: `${file.name}: ${tooLargeMessage(MAX_REQUEST_PHOTO_BYTES)}` }
      : { file_name: file.name, data_url: dataUrl }
  }
  try {
    for (const { maxEdge, quality } of ATTEMPTS) {
      const dataUrl = drawJpeg(image.source, image.width, image.height, maxEdge, quality)
      if (dataUrlBytes(dataUrl) <= MAX_REQUEST_PHOTO_BYTES)
        return { file_name: `${fileName}.jpg`, data_url: dataUrl }
    }
    return { problem: `${file.name}: ${tooLargeMessage(MAX_REQUEST_PHOTO_BYTES)}` }
  } finally {
    image.close()
  }
}
