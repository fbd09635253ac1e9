// The office's view of a client's "Confirm" in the hub (issue #31 section 2): GET
// /api/jobs/:id/client-confirmation answers when the job's client confirmed the visit as it is dated
// now, or null. Whoever may read the job may read it (a Crew user: their crews' jobs only); the demo,
// which has no hub, answers null.
import { z } from 'zod'
import { confirmedAt } from '../../domain/hub/visit-confirmation'
import { assertOwn } from '../access/own-work'
import { getOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'

export const clientConfirmationSchema = z.object({ confirmed_at: z.number().nullable() })
export type ClientConfirmation = z.infer<typeof clientConfirmationSchema>

export function visitConfirmationRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/jobs/:id/client-confirmation',
      summary:
        'When the client confirmed this visit in the client hub (null: not confirmed, or the job was moved since)',
      tag: 'jobs',
      access: 'jobs:read',
      servesOwn: true,
      responseSchema: clientConfirmationSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, 'Job')
        const body = await deps.store.transaction(async (tx): Promise<ClientConfirmation> => {
          const job = await getOrThrow(tx, 'jobs', id)
          await assertOwn(tx, 'jobs', input.grant, job, 'Job not found')
          if (!tx.hub) return { confirmed_at: null }
          const [confirmation] = await tx.hub.confirmationsOf([job.id])
          return { confirmed_at: confirmedAt(job, confirmation ?? null) }
        })
        return { status: 200, body }
      },
    },
  ]
}
