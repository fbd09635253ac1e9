// Users & Roles beyond the generic user routes (issue #20): the one-time link that sets a user's
// password. Only the server keeps accounts; the demo answers that it has no sign-in.
import { z } from 'zod'
import { createSetPasswordLink } from '../auth/set-password'
import { idParam, type ApiRoute } from '../route-types'

export function userRoutes(): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/users/:id/set-password-link',
      summary:
        'A one-time link (valid 72 hours) that sets this user’s password and signs them in; the token is in its #fragment',
      tag: 'users',
      access: 'users:manage',
      responseSchema: z.object({ path: z.string(), expires_at: z.number() }),
      successStatus: 201,
      handle: async (input, deps) => ({
        status: 201,
        body: await createSetPasswordLink(deps, idParam(input, 'User')),
      }),
    },
  ]
}
