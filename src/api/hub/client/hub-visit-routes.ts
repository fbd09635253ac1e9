// The client's upcoming visits in the hub (issue #31 section 2) and "Confirm": the confirmation is
// kept with the job's date (a job moved since shows as not confirmed), the first time stays on a
// second confirm, and the office hears of it once (audit by "Client: {name}" and a notice).
import { HUB_NOT_FOUND } from '../../../domain/hub/hub-api'
import { confirmedAt, isUpcomingVisit } from '../../../domain/hub/visit-confirmation'
import { shortDay } from '../../../domain/mail/follow-up-due'
import { AppError } from '../../../domain/shared/app-error'
import { hubOf } from '../hub-sessions'
import { recordClientAction } from './client-action'
import { clientRecordOrThrow } from './client-record'
import type { HubClientRoute } from './hub-client-route'
import { businessToday, hubVisits, hubVisitsOf } from './hub-visits'

export const hubVisitRoutes: readonly HubClientRoute[] = [
  {
    method: 'GET',
    path: '/api/hub/visits',
    summary: "The client's upcoming visits (Scheduled jobs from today on), soonest first",
    handle: async (_input, deps, visitor) => ({
      status: 200,
      body: { items: await deps.store.transaction((tx) => hubVisits(tx, visitor, deps.clock())) },
    }),
  },
  {
    method: 'POST',
    path: '/api/hub/visits/:id/confirm',
    summary:
      'Confirm an upcoming visit: answers the visit with confirmed_at (the first time stays when confirmed again)',
    handle: async (input, deps, visitor) => {
      const now = deps.clock()
      const visit = await deps.store.transaction(
        async (tx) => {
          const hub = hubOf(tx)
          // Locked: a move of the job's date waits, so the date stored is the one confirmed.
          const job = await clientRecordOrThrow(tx, 'jobs', visitor, input.params.id, {
            forUpdate: true,
          })
          const { zone, start } = await businessToday(tx, now)
          if (!isUpcomingVisit(job, start)) throw new AppError('NOT_FOUND', HUB_NOT_FOUND)
          const [before] = await hub.confirmationsOf([job.id])
          await hub.confirmVisit({
            job_id: job.id,
            person_id: visitor.person.id,
            confirmed_at: now,
            job_date: job.date,
          })
          if (confirmedAt(job, before ?? null) === null) {
            const day = shortDay(job.date, zone)
            await recordClientAction(tx, deps, visitor, input, {
              kind: 'hub-confirm',
              summary: `Confirmed the visit "${job.title}" on ${day}`,
              notice: {
                title: 'Visit confirmed',
                body: `${visitor.person.name}: ${job.title}, ${day}`,
                link: `/jobs/${job.id}`,
              },
            })
          }
          const [answer] = await hubVisitsOf(tx, [job])
          return answer
        },
        { now },
      )
      return { status: 200, body: visit }
    },
  },
]
