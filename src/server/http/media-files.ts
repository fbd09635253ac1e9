// Serves uploaded media files from DATA_DIR/media by their generated names. Names are matched
// against the one pattern the store makes, so no request can reach outside that folder; files never
// change once written, so browsers may cache them for good.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../domain/shared/app-error'
import { MEDIA_FILES_PREFIX, STORED_NAME } from '../media/file-blob-store'
import { replyWithError } from './error-replies'

const mimeByExt: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  webm: 'video/webm',
  mp4: 'video/mp4',
}

export function registerMediaFiles(app: FastifyInstance, folder: string): void {
  app.get<{ Params: { name: string } }>(`${MEDIA_FILES_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params
    const notFound = () => replyWithError(reply, new AppError('NOT_FOUND', 'File not found'))
    if (!STORED_NAME.test(name)) return notFound()
    const path = join(folder, name)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile()) return notFound()
    const ext = name.slice(name.lastIndexOf('.') + 1)
    return reply
      .header('content-type', mimeByExt[ext] ?? 'application/octet-stream')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(createReadStream(path))
  })
}
