// The client's side of the hub's way in (issue #31 section 1, decision 045): GET /hub/:token trades a
// hub link for the hub cookie and sends the browser on to /hub (the token leaves the address bar),
// or to /hub/expired; GET /api/hub/me answers the cookie's client; POST /api/hub/new-link e-mails a
// fresh link to the address on file; the hub's pages (/hub, /hub/expired, /hub/request-work,
// /hub/estimates/:id, /hub/invoices/:id) are the clients' front door's client.html, never stored by
// a cache. These live in the server, not in the route table: they read and set the hub cookie, and
// the browser-only demo has no hub. Every answer here sends Referrer-Policy: no-referrer, so no hub
// address leaks to another site.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { exchangeHubLink, hubGreeting, hubSessionOf } from '../../api/hub/hub-sessions'
import { requestNewHubLink } from '../../api/hub/request-new-hub-link'
import type { ApiDeps } from '../../api/shared/deps'
import { hubClientRoutes } from '../../api/hub/client/hub-client-routes'
import { BinaryFile } from '../../api/shared/binary-file'
import { hubLandingOf } from '../../domain/hub/hub-landing'
import { AppError } from '../../domain/shared/app-error'
import { sendBinaryFile } from '../http/binary-file-reply'
import { headersOf } from '../http/headers-of'
import { HUB_PAGE_ROUTES, type ClientPages } from '../http/client-pages'
import { clearHubCookie, hubTokenOf, setHubCookie } from './hub-cookie'

export const HUB_SIGN_IN_MESSAGE = 'Open the link in your most recent e-mail to see your client hub'

const isHubPath = (url: string) =>
  url === '/hub' ||
  url.startsWith('/hub/') ||
  url.startsWith('/hub?') ||
  url.startsWith('/api/hub/')

/** The cookie's live hub session and client, or a 401 (the cookie is cleared when it has ended). */
async function visitorOf(deps: ApiDeps, request: FastifyRequest, reply: FastifyReply) {
  const token = hubTokenOf(request)
  const visitor = token ? await hubSessionOf(deps, token) : null
  if (!visitor) {
    if (token) clearHubCookie(request, reply)
    throw new AppError('UNAUTHENTICATED', HUB_SIGN_IN_MESSAGE)
  }
  return { visitor, token: token as string }
}

/**
 * Registered after the cookie plugin and the security headers (its header replaces theirs).
 * `pages`: the built client.html; without it (no web build) the hub's pages answer 404.
 */
export function registerHubRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  pages: ClientPages | null = null,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isHubPath(request.url)) reply.header('referrer-policy', 'no-referrer')
  })

  for (const url of HUB_PAGE_ROUTES) {
    app.get(url, async (_request, reply) => {
      const html = pages?.html()
      if (!html) throw new AppError('NOT_FOUND', 'Not found')
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
    })
  }

  app.get('/hub/:token', async (request, reply) => {
    const { token } = request.params as { token: string }
    const result = await exchangeHubLink(deps, token)
    reply.header('cache-control', 'no-store')
    if ('token' in result) {
      setHubCookie(request, reply, result.token)
      // The e-mail's document, when the link names one (hub-landing.ts): never another site.
      return reply.redirect(hubLandingOf((request.query as { to?: unknown }).to), 303)
    }
    const ref = result.refused ? `?ref=${encodeURIComponent(result.refused)}` : ''
    return reply.redirect(`/hub/expired${ref}`, 303)
  })

  app.get('/api/hub/me', async (request, reply) => {
    const { visitor, token } = await visitorOf(deps, request, reply)
    // Each visit renews the cookie: it lasts as long as the session does unused.
    setHubCookie(request, reply, token)
    reply.header('cache-control', 'no-store')
    return hubGreeting(deps, visitor)
  })

  for (const route of hubClientRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (request, reply) => {
        const { visitor } = await visitorOf(deps, request, reply)
        reply.header('cache-control', 'no-store')
        const result = await route.handle(
          {
            params: request.params as Record<string, string>,
            query: (request.query ?? {}) as Record<string, unknown>,
            body: request.body,
            headers: headersOf(request.headers),
            address: request.ip,
          },
          deps,
          visitor,
        )
        if (result.body instanceof BinaryFile)
          return sendBinaryFile(reply, result.status, result.body)
        reply.code(result.status)
        return result.status === 204 ? reply.send() : reply.send(result.body)
      },
    })
  }

  app.post('/api/hub/new-link', async (request, reply) =>
    reply.code(202).send(await requestNewHubLink(deps, request.body, request.ip)),
  )
}
