// Serves the built web app (dist/web): hashed files under /assets/ are cached for a year, everything
// else is revalidated, and any other non-API page path gets index.html so client routes load, with the
// preload tags of its path (app-pages.ts).
import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

export function hasWebApp(staticDir: string | undefined): staticDir is string {
  return !!staticDir && existsSync(join(staticDir, 'index.html'))
}

export async function registerWebApp(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    cacheControl: false,
    // The build writes .br and .gz copies (scripts/precompress.mjs): sent when the browser takes them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'cache-control',
        filePath.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE,
      )
    },
  })
}

/** Client routes (no file extension, outside /api and /assets) are the app's pages. */
export function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const path = request.url.split('?')[0] ?? '/'
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !last.includes('.')
}

export function sendAppPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html)
}
