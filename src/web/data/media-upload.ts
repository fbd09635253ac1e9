// Uploading a photo or video (POST /api/media with the file as a data URL), shared by the Media
// screens and Quick Capture. A new photo changes media lists and a job's photo counts.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Media, UploadMediaInput } from '../../domain/tools/media'
import { api } from './api-client'

export function uploadMedia(input: UploadMediaInput): Promise<Media> {
  return api.post<Media>('/api/media', input)
}

export function useUploadMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadMedia,
    // Screens toast their own success and failure texts.
    meta: { handlesErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['media'] })
    },
  })
}
