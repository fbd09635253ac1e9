// Uploading a photo or video (POST /api/media with the file as a data URL), shared by the Media
// screens and Quick Capture. A new photo changes media lists and a job's photo counts.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Media, UploadMediaInput } from '../../domain/tools/media'
import { api } from './api-client'

/** `idempotencyKey`: the phone's outbox replays a photo taken offline; it is stored once. */
export function uploadMedia(input: UploadMediaInput, idempotencyKey?: string): Promise<Media> {
  return api.post<Media>(
    '/api/media',
    input,
    // Written out, not data/idempotency's helper: that would split a chunk of its own off (9513d10).
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {},
  )
}

export function useUploadMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UploadMediaInput) => uploadMedia(input),
    // Screens toast their own success and failure texts.
    meta: { handlesErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['media'] })
    },
  })
}
