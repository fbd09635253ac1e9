// Who a request to the API comes from (issue #20): the user of the live session its cookie names,
// or nobody. Found once per request, before any handler runs, through the session cache (decision 036).
import type { FastifyRequest } from 'fastify'
import { authorize, type Actor } from '../../api/authorize'
import type { RouteAccess } from '../../api/route-types'
import { actorLabel } from '../../domain/access/audit'
import type { SessionCache } from './session-cache'
import { sessionTokenOf } from './session-cookie'

/** The signed-in user of `request`, or null (no cookie, an unknown token, an ended session). */
export async function actorOf(
  request: FastifyRequest,
  sessions: SessionCache,
): Promise<Actor | null> {
  const token = sessionTokenOf(request)
  if (token === null) return null
  const found = await sessions.signedIn(token)
  if (!found) return null
  const { user } = found
  return { userId: user.id, role: user.role, employeeId: user.employee_id, label: actorLabel(user) }
}

/**
 * A preHandler for a server route outside the route table (the OpenAPI document, media files):
 * the same check as the table's routes.
 */
export const requireAccess =
  (access: RouteAccess, sessions: SessionCache) =>
  async (request: FastifyRequest): Promise<void> => {
    authorize(access, await actorOf(request, sessions))
  }
