// Tools routes that replace generic collection routes (each declares `replaces`): media is uploaded
// as a file (checked by content and size, stored by the host's blob store) and its files go when it
// is deleted.
import { uploadMediaInput } from '../../domain/tools/media'
import { assertOwnJobId } from '../access/own-work'
import { resourceOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import { deleteMediaCommand, uploadMediaCommand } from './upload-media'

export function toolsRoutes(): ApiRoute[] {
  const media = resourceOrThrow('media')
  return [
    {
      method: 'POST',
      path: '/api/media',
      replaces: 'POST /api/media',
      summary:
        'Upload a photo or video as a base64 data: URL (type checked by content; 413 past the size limit, 415 for other files; send an Idempotency-Key to make a replay safe)',
      tag: 'media',
      access: 'media:write',
      servesOwn: true,
      bodySchema: uploadMediaInput,
      responseSchema: media.schema,
      successStatus: 201,
      handle: async (input, deps) => {
        // A Crew user adds photos to their own jobs only.
        const jobId = (input.body as { job_id?: unknown } | null)?.job_id
        await deps.store.read((tx) => assertOwnJobId(tx, input.grant, jobId))
        return uploadMediaCommand(deps, input)
      },
    },
    {
      method: 'DELETE',
      path: '/api/media/:id',
      replaces: 'DELETE /api/media/:id',
      summary: 'Delete a photo or video and its stored files',
      tag: 'media',
      access: 'media:write',
      successStatus: 204,
      handle: async (input, deps) => {
        await deleteMediaCommand(deps, idParam(input, media.label))
        return { status: 204, body: null }
      },
    },
  ]
}
