// A cookie that carries a session token (the staff session's, the client hub's): httpOnly,
// SameSite=Lax, Secure whenever the request came over HTTPS (behind a proxy: with TRUST_PROXY), on
// every path, kept for `maxAgeMs` from each set.
import type { FastifyReply, FastifyRequest } from 'fastify'

const cookieOptions = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  }) as const

export type TokenCookie = {
  set(request: FastifyRequest, reply: FastifyReply, token: string): void
  clear(request: FastifyRequest, reply: FastifyReply): void
  tokenOf(request: FastifyRequest): string | null
}

export function tokenCookie(name: string, maxAgeMs: number): TokenCookie {
  return {
    set: (request, reply, token) =>
      reply.setCookie(name, token, {
        ...cookieOptions(request),
        maxAge: Math.floor(maxAgeMs / 1000),
      }),
    clear: (request, reply) => reply.clearCookie(name, cookieOptions(request)),
    tokenOf: (request) => request.cookies[name] ?? null,
  }
}
