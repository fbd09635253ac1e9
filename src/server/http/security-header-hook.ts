// Adds the security headers (security-headers.mjs) to every reply: pages, assets, API answers and
// errors. The CSP lets an analytics origin through only when the built index.html names one.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { analyticsOriginOf, securityHeaders } from './security-headers.mjs'

export function analyticsOriginOfBuild(webAppDir: string | null): string | null {
  if (!webAppDir) return null
  try {
    return analyticsOriginOf(readFileSync(join(webAppDir, 'index.html'), 'utf8'))
  } catch {
    return null
  }
}

/** The headers for a server that serves `webAppDir` (or no web app). */
export function securityHeadersFor(webAppDir: string | null): Record<string, string> {
  return securityHeaders({ analyticsOrigin: analyticsOriginOfBuild(webAppDir) })
}

/** Every routed reply; errors Fastify answers before routing (a malformed URL) add them too. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers)
  })
}
