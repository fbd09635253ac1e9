// Refuses a state-changing request that a browser sent from another site (issue #20): SameSite=Lax
// cookies alone do not stop every such request on older browsers. Browsers say where a request came
// from in Sec-Fetch-Site (modern ones) and Origin (all, on a POST); scripts and monitors send
// neither and are let through, since they hold no victim's cookie.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../domain/shared/app-error'

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused'

export function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE)
  }
  const origin = request.headers.origin
  if (origin === undefined) return
  if (originOf(origin) !== originOf(`${request.protocol}://${request.host}`)) {
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE)
  }
}

/** The scheme, host and port of a URL as browsers compare them (default ports dropped), or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.origin === 'null' ? null : parsed.origin
  } catch {
    return null
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Runs assertSameOrigin before every state-changing request under /api, before its body is read. */
export function refuseCrossSiteWrites(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    if (!request.url.startsWith('/api/')) return
    assertSameOrigin(request)
  })
}
