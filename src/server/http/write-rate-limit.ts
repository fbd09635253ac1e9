// Write rate limit per client: POST, PATCH, PUT and DELETE under /api count against the client's IP
// address; reads and page loads never do. Over the limit: 429 in the API error shape with
// Retry-After. One process keeps the counts in memory (several servers would each count alone).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../domain/shared/app-error'

export type WriteRateLimit = {
  /** Writes one client may make per window. */
  max: number
  windowMs: number
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

export function isApiWrite(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (!WRITE_METHODS.has(request.method)) return false
  const path = request.url.split('?')[0] ?? ''
  return path === '/api' || path.startsWith('/api/')
}

export function rateLimitedMessage(seconds: number): string {
  const wait = seconds <= 1 ? 'a second' : `${seconds} seconds`
  return `Too many changes from this device in a short time: wait ${wait} and try again`
}

/**
 * Registers the limiter: on every API write with `limit`; without one (tests, the bench) only on
 * the routes that name a limit of their own (the public request form, public-form-limit.ts).
 */
export async function registerWriteRateLimit(
  app: FastifyInstance,
  limit: WriteRateLimit | null,
): Promise<void> {
  await app.register(rateLimit, {
    global: limit !== null,
    ...(limit ? { max: limit.max, timeWindow: limit.windowMs } : {}),
    allowList: (request) => !isApiWrite(request),
    // Retry-After only: the remaining-count headers would tell nothing a person needs.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000))
      // Thrown by the plugin: the app's error handler answers with this status and body.
      return Object.assign(new AppError('RATE_LIMITED', rateLimitedMessage(seconds)), {
        statusCode: 429,
      })
    },
  })
}
