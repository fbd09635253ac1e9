// The sign-in API (issue #20), for the web app and for scripts and monitors alike:
// GET and POST /api/auth/setup (first run), POST /api/auth/sign-in/email, POST /api/auth/sign-out,
// GET /api/auth/get-session, the set-password link's two steps, "Forgot password?" (POST
// /api/auth/forgot-password) and the user's own name and password. The session token travels
// only in an httpOnly cookie, never in a body.
// These routes live in the server, not in the route table: they set and read cookies, and the
// browser-only demo has no sign-in.
import fastifyCookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PasswordHasher } from '../../api/auth/password-hasher'
import { requestPasswordReset } from '../../api/auth/forgot-password'
import { changeOwnPassword, renameSelf } from '../../api/auth/own-account'
import { endSession } from '../../api/auth/sessions'
import { checkSetPasswordLink, setPasswordWithLink } from '../../api/auth/set-password'
import { isSetUp, setUp } from '../../api/auth/setup'
import { signIn } from '../../api/auth/sign-in'
import type { ApiDeps } from '../../api/shared/deps'
import { auditEvent } from '../../api/access/audit'
import { SIGN_IN_MESSAGE } from '../../api/access/authorize'
import type { RowOf } from '../../api/shared/store'
import { actorLabel, type AuditKind } from '../../domain/access/audit'
import { AppError } from '../../domain/shared/app-error'
import { actorOf } from './request-actor'
import type { SessionCache } from './session-cache'
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie'

/** What the API says of a signed-in user: never a hash, a token or another user's data. */
export function publicUser(user: RowOf<'users'>) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    employee_id: user.employee_id,
  }
}

const whoOf = (user: RowOf<'users'>) => ({ id: user.id, actor: actorLabel(user) })

export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  passwords: PasswordHasher,
  sessions: SessionCache,
): Promise<void> {
  await app.register(fastifyCookie)
  /** An audit entry for what a user just did here (the change itself has been committed). */
  const log = (
    request: FastifyRequest,
    who: { id: string; actor: string },
    kind: AuditKind,
    summary: string,
  ) =>
    deps.store
      .transaction((tx) =>
        auditEvent(
          tx,
          deps,
          { userId: who.id, actor: who.actor, address: request.ip },
          { kind, summary },
        ),
      )
      .catch((error: unknown) => deps.logError?.(error))
  const signedIn = async (request: FastifyRequest) => {
    const actor = await actorOf(request, sessions)
    if (!actor) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE)
    return actor
  }

  // Whether the first-run setup page is the way in (no account exists yet).
  app.get('/api/auth/setup', async () => ({
    required: !(await deps.store.transaction((tx) => isSetUp(tx))),
  }))

  app.post('/api/auth/setup', async (request, reply) => {
    const { token, user, seeded } = await setUp(deps, passwords, request.body)
    await log(
      request,
      whoOf(user),
      'setup',
      seeded ? 'Set up Groundwork with the sample data' : 'Set up Groundwork',
    )
    setSessionCookie(request, reply, token)
    return reply.code(201).send({ user: publicUser(user), seeded })
  })

  app.post('/api/auth/sign-in/email', async (request, reply) => {
    const { token, user } = await signIn(
      deps.store,
      passwords,
      request.body,
      request.ip,
      deps.clock,
    )
    setSessionCookie(request, reply, token)
    return reply.send({ user: publicUser(user) })
  })

  app.post('/api/auth/sign-out', async (request, reply) => {
    const token = sessionTokenOf(request)
    if (token) await deps.store.transaction((tx) => endSession(tx, token))
    clearSessionCookie(request, reply)
    return reply.send({ success: true })
  })

  app.post('/api/auth/set-password/check', async (request) =>
    checkSetPasswordLink(deps, request.body),
  )

  app.post('/api/auth/set-password', async (request, reply) => {
    const { token, user, purpose } = await setPasswordWithLink(deps, passwords, request.body)
    await log(
      request,
      whoOf(user),
      'password-set',
      purpose === 'reset'
        ? 'Reset their password with an e-mailed link'
        : 'Set their password with a one-time link',
    )
    setSessionCookie(request, reply, token)
    return reply.send({ user: publicUser(user) })
  })

  // Public, like sign-in: the same answer whether or not the address has an account.
  app.post('/api/auth/forgot-password', async (request, reply) =>
    reply.code(202).send(await requestPasswordReset(deps, request.body, request.ip)),
  )

  app.patch('/api/auth/me', async (request) => {
    const actor = await signedIn(request)
    return { user: publicUser(await renameSelf(deps, actor.userId, request.body)) }
  })

  app.post('/api/auth/change-password', async (request, reply) => {
    const actor = await signedIn(request)
    const token = await changeOwnPassword(deps, passwords, actor.userId, request.body)
    await log(
      request,
      { id: actor.userId, actor: actor.label },
      'password-changed',
      'Changed their password',
    )
    setSessionCookie(request, reply, token)
    return reply.send({ success: true })
  })

  app.get('/api/auth/get-session', async (request) => {
    const token = sessionTokenOf(request)
    const found = token ? await sessions.signedIn(token) : null
    return found ? { user: publicUser(found.user) } : null
  })
}
