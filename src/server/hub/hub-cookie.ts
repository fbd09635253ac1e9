// The hub cookie (issue #31 section 1, decision 045): the client's hub session token, httpOnly,
// SameSite=Lax and Secure over HTTPS like the staff cookie, under a name of its own so neither
// session is ever read as the other.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HUB_SESSION_IDLE_MS } from '../../domain/hub/hub-access'

export const HUB_COOKIE = 'groundwork_hub'

const cookieOptions = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  }) as const

/** Sets (or renews: each visit) the cookie for as long as the session lasts unused. */
export function setHubCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(HUB_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.floor(HUB_SESSION_IDLE_MS / 1000),
  })
}

export function clearHubCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(HUB_COOKIE, cookieOptions(request))
}

export const hubTokenOf = (request: FastifyRequest): string | null =>
  request.cookies[HUB_COOKIE] ?? null
