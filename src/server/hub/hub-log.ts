// A hub link's token is in its path (/hub/<token>): the request log writes every URL, so the token
// is cut out of it there, as a password would be. (Set-password links keep theirs in the fragment,
// which browsers never send; a hub link must reach the server to be traded for the cookie.)
import type { FastifyServerOptions } from 'fastify'

const HUB_TOKEN_PATH = /^\/hub\/[a-z2-7]{32}(?=$|[?#])/

/** The URL as the log may show it: a hub link's token replaced. */
export const redactHubToken = (url: string): string => url.replace(HUB_TOKEN_PATH, '/hub/[token]')

type RequestLike = {
  method: string
  url: string
  ip: string
  host?: string
  socket?: { remotePort?: number } | null
}

/** The logger option with a request serializer that never writes a hub token. */
export function hubSafeLogger(
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (!logger) return false
  const base = logger === true ? {} : logger
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactHubToken(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  }
}
