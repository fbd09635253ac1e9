// Sends one outbox item through the app's api client with its id as the Idempotency-Key. A Finish's
// photos are uploaded first, each under its own key; every upload is stored back into the item at
// once, so a replay after a lost answer or a closed app uploads none of them twice.
import { api } from '../api-client'
import type { OutboxItem } from './outbox-item'
import { saveOutboxItem } from './outbox-store'

/** Long enough for a slow connection; a replay after it sends the same key again. */
export const SEND_TIMEOUT_MS = 120_000

/** Sends `item` and resolves with the server's answer; rejects with its ApiError. */
export type SendOutboxItem = (item: OutboxItem) => Promise<unknown>

/**
 * Photos uploaded in this session by their key: a "Finish anyway" after a refused Finish makes a
 * new item with the same photo keys and reuses the media the first one made.
 */
const uploadedPhotos = new Map<string, string>()

export const sendOutboxItem: SendOutboxItem = async (item) => {
  const body = await withUploadedPhotos(item)
  // A request that never answers would hold every later change back until the app is reopened.
  const signal =
    typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined
  const options = { headers: { 'Idempotency-Key': item.id }, ...(signal ? { signal } : {}) }
  switch (item.method) {
    case 'POST':
      return api.post(item.path, body ?? undefined, options)
    case 'PUT':
      return api.put(item.path, body, options)
    case 'PATCH':
      return api.patch(item.path, body, options)
    case 'DELETE':
      return api.delete(item.path, options)
  }
}

async function withUploadedPhotos(item: OutboxItem): Promise<OutboxItem['body']> {
  let current = item
  if (!item.photos?.length) return item.body
  // Only a Finish with photos needs them: the image code stays off every other replay.
  const [{ prepareUpload }, { uploadMedia }] = await Promise.all([
    import('../../lib/image-file'),
    import('../media-upload'),
  ])
  for (const photo of item.photos) {
    let id = uploadedPhotos.get(photo.key)
    if (id === undefined) {
      const prepared = await prepareUpload(photo.blob, photo.name || undefined)
      const media = await uploadMedia(
        {
          data_url: prepared.dataUrl,
          ...(prepared.thumbDataUrl ? { thumb_data_url: prepared.thumbDataUrl } : {}),
          ...(prepared.fileName ? { file_name: prepared.fileName } : {}),
          job_id: item.job_id ?? null,
        },
        photo.key,
      )
      id = media.id
      uploadedPhotos.set(photo.key, id)
    }
    const ids = Array.isArray(current.body?.photos) ? (current.body.photos as string[]) : []
    current = {
      ...current,
      photos: (current.photos ?? []).filter((p) => p.key !== photo.key),
      body: { ...current.body, photos: [...ids, id] },
    }
    await saveOutboxItem(current)
  }
  return current.body
}
