// Builds the Fastify app (no listen: main.ts listens, tests inject): every route of the domain's
// route table, the OpenAPI document, one JSON error shape, and the built web app with SPA fallback.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ApiDeps } from '../domain/api/deps'
import { runRoute } from '../domain/api/dispatch'
import { apiRoutes, type ApiRoute, type RouteInput } from '../domain/api/routes'
import type { Store } from '../domain/api/store'
import { generateSeed, type SeedData } from '../domain/seed/seed'
import { AppError } from '../domain/shared/app-error'
import { randomId } from '../domain/shared/ids'
import { errorHandler, replyWithError } from './http/error-replies'
import { acceptJsonBodiesOnly } from './http/json-body'
import { buildOpenApiDocument } from './http/openapi'
import { hasWebApp, isAppPage, registerWebApp, sendAppPage } from './http/static-files'

export type AppOptions = {
  store: Store
  clock: () => number
  newId?: () => string
  seed?: (now: number) => SeedData
  /** Fastify's logger option: false in tests, pino options in main. */
  logger?: FastifyServerOptions['logger']
  /** The built web app (dist/web); not served when missing. */
  staticDir?: string
}

const MiB = 1024 * 1024
/** Every JSON body; large enough for any record but a photo. */
export const BODY_LIMIT = 1 * MiB
/** Creating media may carry the photo itself as a data URL (the schema allows 2,000,000 characters). */
export const MEDIA_BODY_LIMIT = 5 * MiB

const API_VERSION = '0.1.0'

function bodyLimitOf(route: ApiRoute): number | undefined {
  return route.method === 'POST' && route.path === '/api/media' ? MEDIA_BODY_LIMIT : undefined
}

function headersOf(raw: Record<string, string | string[] | undefined>): RouteInput['headers'] {
  const out: RouteInput['headers'] = {}
  for (const [name, value] of Object.entries(raw))
    out[name] = Array.isArray(value) ? value.join(', ') : value
  return out
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // A malformed URL (bad percent-encoding) gets the JSON error shape too.
    frameworkErrors: (_error, _request, reply) => {
      void replyWithError(reply, new AppError('VALIDATION', 'Malformed URL'))
    },
  })

  const deps: ApiDeps = {
    store: options.store,
    clock: options.clock,
    newId: options.newId ?? randomId,
    seed: options.seed ?? ((now) => generateSeed(now)),
    logError: (error) => app.log.error({ err: error }, 'unexpected error in an API route'),
  }

  acceptJsonBodiesOnly(app)
  app.setErrorHandler(errorHandler)

  for (const route of apiRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      ...(bodyLimitOf(route) ? { bodyLimit: bodyLimitOf(route) } : {}),
      handler: async (request, reply) => {
        const input: RouteInput = {
          params: request.params as Record<string, string>,
          query: (request.query ?? {}) as Record<string, unknown>,
          body: request.body,
          headers: headersOf(request.headers),
        }
        const result = await runRoute(route, input, deps)
        reply.code(result.status)
        return result.status === 204 ? reply.send() : reply.send(result.body)
      },
    })
  }

  let openApi: unknown = null
  app.get(
    '/api/openapi.json',
    async () => (openApi ??= buildOpenApiDocument(apiRoutes, API_VERSION)),
  )

  const webApp = hasWebApp(options.staticDir) ? options.staticDir : null
  if (webApp) await registerWebApp(app, webApp)

  app.setNotFoundHandler((request, reply) => {
    if (webApp && isAppPage(request)) return sendAppPage(reply)
    const path = request.url.split('?')[0] ?? ''
    const isApi = path === '/api' || path.startsWith('/api/')
    const message = isApi ? `No API route for ${request.method} ${path}` : 'Not found'
    return replyWithError(reply, new AppError('NOT_FOUND', message))
  })

  return app
}
