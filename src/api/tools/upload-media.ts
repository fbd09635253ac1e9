// Media use cases that touch stored files as well as rows: an upload checks the file(s) by content
// and size before anything is stored, stores them, then writes the row in one transaction (taking
// the files back out if that fails); a delete removes the row, then its files. An upload may carry
// an Idempotency-Key (the phone's outbox replays a photo taken offline, issue #33): a replay gets
// the first row and its own copy of the files goes again.
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { parseOrThrow } from '../../domain/shared/app-error'
import { checkFileName, checkUploadedFile, MAX_THUMB_BYTES } from '../../domain/tools/media-file'
import { uploadMediaInput } from '../../domain/tools/media'
import type { ApiDeps } from '../shared/deps'
import { idempotencyKeyOf, replayableRequest, runIdempotent } from '../shared/idempotency'
import { createRecord, deleteRecord, getOrThrow } from '../records/records'
import { ctxOf, type RouteInput, type RouteResult } from '../shared/route-types'

/** The fields of a media row that name a stored file. */
export const MEDIA_FILE_FIELDS = ['url', 'thumb_url'] as const

const digest = (text: string) =>
  `sha256:${encodeHexLowerCase(sha256(new TextEncoder().encode(text)))}`

/**
 * What a key's stored fingerprint is made of: the body with its files as digests, so the
 * idempotency table keeps a few bytes per upload rather than the photo again.
 */
function fingerprintBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body
  const fields = body as Record<string, unknown>
  const out: Record<string, unknown> = { ...fields }
  for (const name of ['data_url', 'thumb_data_url']) {
    const value = fields[name]
    if (typeof value === 'string') out[name] = digest(value)
  }
  return out
}

export async function uploadMediaCommand(deps: ApiDeps, request: RouteInput): Promise<RouteResult> {
  const body = request.body
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
    const keyed = idempotencyKeyOf(request.headers) !== null
    const result = await runIdempotent(
      deps,
      keyed ? { ...request, body: fingerprintBody(body) } : request,
      replayableRequest(request, 'POST /api/media'),
      async (tx) => ({
        status: 201,
        body: await createRecord(
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
      }),
    )
    // A replay answers the first upload's row: the files stored for this request are nobody's.
    if (result.replayed) await removeAll(deps, stored)
    return result
  } catch (error) {
    // Nothing half-done stays behind: a refused row (unknown job, storage full) takes its files along.
    await removeAll(deps, stored)
    throw error
  }
}

async function removeAll(deps: ApiDeps, urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map((url) => deps.blobs.remove(url).catch((e: unknown) => deps.logError?.(e))),
  )
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
