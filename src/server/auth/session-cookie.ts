// The session cookie (issue #20, decision 028): the token travels only here, httpOnly, SameSite=Lax,
// and Secure whenever the request came over HTTPS (behind a proxy: with TRUST_PROXY).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_MAX_MS } from '../../domain/access/session-policy'

export const SESSION_COOKIE = 'groundwork_session'

const cookieOptions = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  }) as const

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request))
}

export const sessionTokenOf = (request: FastifyRequest): string | null =>
  request.cookies[SESSION_COOKIE] ?? null
