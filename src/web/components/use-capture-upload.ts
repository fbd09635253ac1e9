// Saving one photo or video taken with the camera (the Camera screen, Quick Capture): prepared and
// checked here, then uploaded; any failure is the spec's 'Upload failed' toast.
import { useState } from 'react'
import type { Media, UploadMediaInput } from '../../domain/tools/media'
import { useUploadMedia } from '../data/media-upload'
import { prepareMediaUpload } from '../lib/image-file'
import { toastError } from '../lib/toast'

export function useCaptureUpload() {
  const upload = useUploadMedia()
  const [isPreparing, setPreparing] = useState(false)

  /** The saved media, or null when it failed (and the failure was shown). */
  async function save(
    blob: Blob,
    name: string | undefined,
    details: Omit<UploadMediaInput, 'data_url' | 'thumb_data_url' | 'file_name'>,
  ): Promise<Media | null> {
    setPreparing(true)
    try {
      const prepared = await prepareMediaUpload(blob, name)
      return await upload.mutateAsync({ ...prepared, ...details })
    } catch (error) {
      toastError('Upload failed', error instanceof Error ? error.message : 'Please try again')
      return null
    } finally {
      setPreparing(false)
    }
  }

  return { save, isBusy: isPreparing || upload.isPending }
}
