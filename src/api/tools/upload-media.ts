// Media use cases that touch stored files as well as rows: an upload checks the file(s) by content
// and size before anything is stored, stores them, then writes the row in one transaction (taking
// the files back out if that fails); a delete removes the row, then its files.
import { parseOrThrow } from '../../domain/shared/app-error'
import { checkFileName, checkUploadedFile, MAX_THUMB_BYTES } from '../../domain/tools/media-file'
import { uploadMediaInput } from '../../domain/tools/media'
import type { ApiDeps } from '../shared/deps'
import { createRecord, deleteRecord, getOrThrow } from '../records/records'
import { ctxOf } from '../shared/route-types'
import type { Row } from '../shared/store'

/** The fields of a media row that name a stored file. */
export const MEDIA_FILE_FIELDS = ['url', 'thumb_url'] as const

export async function uploadMediaCommand(deps: ApiDeps, body: unknown): Promise<Row> {
  const input = parseOrThrow(uploadMediaInput, body)
  const fileName = input.file_name === undefined ? '' : checkFileName(input.file_name)
  const file = checkUploadedFile(input.data_url, deps.blobs.maxBytes)
  const thumb =
    input.thumb_data_url === undefined
      ? null
      : checkUploadedFile(input.thumb_data_url, Math.min(MAX_THUMB_BYTES, deps.blobs.maxBytes), {
          field: 'thumb_data_url',
          accept: 'photo',
        })

  const stored: string[] = []
  try {
    const url = await deps.blobs.put(file)
    stored.push(url)
    const thumbUrl = thumb ? await deps.blobs.put(thumb) : ''
    if (thumbUrl) stored.push(thumbUrl)
    const ctx = ctxOf(deps)
    return await deps.store.transaction((tx) =>
      createRecord(
        tx,
        'media',
        {
          job_id: input.job_id,
          url,
          thumb_url: thumbUrl,
          file_name: fileName,
          type: file.type,
          notes: input.notes,
          ...(input.taken_at === undefined ? {} : { taken_at: input.taken_at }),
        },
        ctx,
      ),
    )
  } catch (error) {
    // Nothing half-done stays behind: a refused row (unknown job, storage full) takes its files along.
    await Promise.all(
      stored.map((url) => deps.blobs.remove(url).catch((e: unknown) => deps.logError?.(e))),
    )
    throw error
  }
}

export async function deleteMediaCommand(deps: ApiDeps, id: string): Promise<void> {
  const row = await deps.store.transaction(async (tx) => {
    const media = await getOrThrow(tx, 'media', id)
    await deleteRecord(tx, 'media', id)
    return media
  })
  // After the commit: a file left behind by a failed removal is harmless, a row without its file is not.
  for (const url of MEDIA_FILE_FIELDS.map((field) => row[field])) {
    if (typeof url === 'string' && url)
      await deps.blobs.remove(url).catch((e: unknown) => deps.logError?.(e))
  }
}
