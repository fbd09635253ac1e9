// Request bodies: JSON only (anything else is 415). An empty JSON body counts as no body, so a
// command like POST /api/invoices/:id/mark-paid works whether or not the client sets the header.
import type { FastifyInstance } from 'fastify'

export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    parseJson(request, text, done)
  })
}
