// Request bodies: JSON only (anything else is 415). An empty JSON body counts as no body, so a
// command like POST /api/invoices/:id/mark-paid works whether or not the client sets the header.
import type { FastifyInstance } from 'fastify'

/** `rawPaths`: routes that get a JSON body as its text, unparsed (a webhook's signature is on it). */
export function acceptJsonBodiesOnly(app: FastifyInstance, rawPaths: readonly string[] = []): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (rawPaths.includes(request.routeOptions.url ?? '')) {
      done(null, text)
      return
    }
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    parseJson(request, text, done)
  })
}
