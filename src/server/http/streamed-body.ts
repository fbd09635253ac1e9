// Request bodies a route reads as a stream rather than as JSON (a backup being restored): the
// handler gets the request's own stream and counts what it reads against its own caps. Any other
// route keeps refusing these types (415), as json-body.ts refuses everything but JSON.
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../domain/shared/app-error'

export const STREAMED_BODY_TYPES = [
  'application/gzip',
  'application/x-gzip',
  'application/octet-stream',
]

export function acceptStreamedBodies(app: FastifyInstance, paths: readonly string[]): void {
  app.addContentTypeParser(STREAMED_BODY_TYPES, (request, payload, done) => {
    if (paths.includes(request.routeOptions.url ?? '')) {
      done(null, payload)
      return
    }
    done(
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported content type: send the body as application/json',
      ),
      undefined,
    )
  })
}
