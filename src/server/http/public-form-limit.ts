// The public request form's own limit (issue #31): a few requests per client IP address per hour,
// whatever the write limit of the rest of the API (which may be off). Counted in this process's
// memory, like the write limit: several servers would each count alone.
import { AppError } from '../../domain/shared/app-error'

export type PublicFormLimit = { max: number; windowMs: number }

export const PUBLIC_FORM_LIMIT: PublicFormLimit = { max: 5, windowMs: 60 * 60 * 1000 }

export function tooManyRequestsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`
  return `Too many requests from this device: please try again in ${wait}`
}

/** The route's `config` for @fastify/rate-limit (registered by write-rate-limit.ts). */
export function publicFormRouteConfig(limit: PublicFormLimit) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        Object.assign(
          new AppError(
            'RATE_LIMITED',
            tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000))),
          ),
          { statusCode: 429 },
        ),
    },
  }
}
