// Who a request to the API comes from (issue #20): the user of the live session its cookie names,
// or nobody. Found once per request, before any handler runs, through the session cache (decision 036).
import type { FastifyRequest } from 'fastify'
import { authorize, type Actor } from '../../api/authorize'
import type { ApiDeps } from '../../api/deps'
import { mayReadFile } from '../../api/file-access'
import type { RouteAccess } from '../../api/route-types'
import { actorLabel } from '../../domain/access/audit'
import { AppError } from '../../domain/shared/app-error'
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

/**
 * The preHandler of a stored file (`urlOf` its URL from the request): a signed-in user who may read
 * a record that names it (api/file-access.ts). Anyone else signed in gets the 404 of a file that
 * does not exist, before the file is looked for.
 */
export const requireFileAccess =
  (
    urlOf: (request: FastifyRequest) => string,
    sessions: SessionCache,
    deps: Pick<ApiDeps, 'store'>,
  ) =>
  async (request: FastifyRequest): Promise<void> => {
    const actor = await actorOf(request, sessions)
    authorize('signed-in', actor)
    const url = urlOf(request)
    if (!(await deps.store.read((tx) => mayReadFile(tx, url, actor))))
      throw new AppError('NOT_FOUND', FILE_NOT_FOUND_MESSAGE)
  }

export const FILE_NOT_FOUND_MESSAGE = 'File not found'
