// Serves uploaded media files from DATA_DIR/media by their generated names, through @fastify/static
// (Range, ETag, Last-Modified, HEAD: iOS Safari plays an MP4 only when it can ask for byte ranges).
// Names are matched against the one pattern the store makes, so no request can reach outside that
// folder; the Content-Type is the one sniffed from the bytes at upload (the name's extension carries
// it), never guessed again; files never change once written, so browsers may cache them for good
// (privately: only a signed-in user who may read a record that names the file gets it, the
// preHandler's check, api/file-access.ts; anyone else gets the 404 of a missing file).
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify'
import { AppError, toErrorBody } from '../../domain/shared/app-error'
import { MEDIA_FILES_PREFIX, storedFileKind } from '../media/file-blob-store'
import { errorHandler, replyWithError } from './error-replies'

const CACHE_CONTROL = `private, max-age=${365 * 24 * 60 * 60}, immutable`

/** What @fastify/send does for us; the type comes from the name, so its own guess is off. */
const sendOptions = {
  acceptRanges: true,
  etag: true,
  lastModified: true,
  // Set below: private, as the files are the business's own (no shared cache may keep them).
  cacheControl: false,
  contentType: false,
  dotfiles: 'deny',
  index: false,
} as const

const notFound = (reply: FastifyReply) =>
  replyWithError(reply, new AppError('NOT_FOUND', 'File not found'))

/** A range past the end (416) or a failed If-Match (412): that status, in the API's error shape. */
function sendErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = (error as { status?: unknown }).status
  if (status !== 416 && status !== 412) return errorHandler(error, request, reply)
  const headers = (error as { headers?: Record<string, string> }).headers ?? {}
  const message =
    status === 416
      ? 'The requested range is not satisfiable'
      : 'The file does not match the request conditions'
  return reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(toErrorBody(new AppError('VALIDATION', message)))
}

/**
 * Registers GET (and HEAD) /api/media/files/{name}. Its @fastify/static lives in a scope of its own,
 * so its sendFile never meets the web app's (static-files.ts) whichever registers first.
 */
export async function registerMediaFiles(
  app: FastifyInstance,
  folder: string,
  preHandler: preHandlerAsyncHookHandler,
  /** Brings a stored file into `folder` first (database-blob-store.ts); false: no such file. */
  fetchLocal?: (name: string) => Promise<boolean>,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { serve: false })
    scope.get<{ Params: { name: string } }>(
      `${MEDIA_FILES_PREFIX}:name`,
      { errorHandler: sendErrorHandler, preHandler },
      async (request, reply) => {
        const { name } = request.params
        const kind = storedFileKind(name)
        if (!kind) return notFound(reply)
        if (fetchLocal && !(await fetchLocal(name))) return notFound(reply)
        const info = await stat(join(folder, name)).catch(() => null)
        if (!info?.isFile()) return notFound(reply)
        return reply
          .header('content-type', kind.mime)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', CACHE_CONTROL)
          .sendFile(name, folder, sendOptions)
      },
    )
  })
}
