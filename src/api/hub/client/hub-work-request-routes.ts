// POST /api/hub/work-requests (issue #31 section 2): a client asks for more work from the hub. The
// public form's fields without the name, e-mail and phone: the lead is the visiting client's own
// (never another person's, never a new one), with source "Client hub", its photos as the lead's
// documents (work-request-lead.ts, as the public form makes them), at most ten an hour per client.
import {
  HUB_WORK_REQUEST_LIMIT_MESSAGE,
  HUB_WORK_REQUESTS_PER_HOUR,
  parseHubWorkRequest,
} from '../../../domain/client-hub/hub-work-request'
import {
  CLIENT_HUB_SOURCE,
  MAX_WORK_REQUEST_BODY_BYTES,
  REQUESTED_IN_HUB,
} from '../../../domain/client-hub/work-request'
import { AppError } from '../../../domain/shared/app-error'
import { and, eq, gte } from '../../../domain/shared/condition'
import { addWorkRequestLead, checkedPhotos } from '../../client-hub/work-request-lead'
import { ctxOf } from '../../shared/route-types'
import type { HubClientRoute } from './hub-client-route'
import { recordClientAction } from './client-action'

const HOUR_MS = 60 * 60 * 1000

export const hubWorkRequestRoutes: readonly HubClientRoute[] = [
  {
    method: 'POST',
    path: '/api/hub/work-requests',
    summary:
      'Request work: a New lead of the visiting client (source "Client hub") with the photos as its documents; 201 { ok: true }',
    bodyLimit: MAX_WORK_REQUEST_BODY_BYTES,
    handle: async (input, deps, visitor) => {
      const hubRequest = parseHubWorkRequest(input.body)
      const photos = checkedPhotos(hubRequest.photos)
      const ctx = ctxOf(deps)
      await deps.store.transaction(
        async (tx) => {
          // The client's row first: two requests at once are counted one after the other.
          const person = await tx.get('persons', visitor.person.id, { forUpdate: true })
          if (!person) throw new AppError('UNAUTHENTICATED', 'Please open your client hub again')
          const recent = await tx.count(
            'leads',
            and(
              eq('person_id', person.id),
              eq('source', CLIENT_HUB_SOURCE),
              gte('created_at', ctx.now - HOUR_MS),
            ),
          )
          if (recent >= HUB_WORK_REQUESTS_PER_HOUR)
            throw new AppError('RATE_LIMITED', HUB_WORK_REQUEST_LIMIT_MESSAGE)
          const request = {
            ...hubRequest,
            name: person.name,
            email: person.email,
            phone: person.phone,
          }
          const lead = await addWorkRequestLead(tx, ctx, person, request, photos, {
            source: CLIENT_HUB_SOURCE,
            activity: REQUESTED_IN_HUB,
            historyText: 'Requested work in the client hub',
          })
          await recordClientAction(tx, deps, visitor, input, {
            kind: 'hub-request',
            summary: `Requested work: ${request.service}`,
            notice: {
              title: 'Work requested',
              body: `${person.name}: ${request.service}`,
              link: `/sales/leads/${lead.id}`,
            },
          })
        },
        { now: ctx.now },
      )
      return { status: 201, body: { ok: true } }
    },
  },
]
