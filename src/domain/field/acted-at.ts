// When the person acted (issue #33, decision 053): a field or clock command replayed from the phone's
// outbox says when it was done (`acted_at`), which is then the action's time; the server keeps when
// it received it too. A phone clock far ahead, or an action older than a week, is refused.
import { z } from 'zod'
import { AppError } from '../shared/app-error'
import { epochMsSchema } from '../shared/fields'

/** How far ahead of the server's clock a phone's clock may run. */
export const ACTED_AT_MAX_AHEAD_MS = 2 * 60 * 1000
/** How long a phone may keep an action before it reaches the server. */
export const ACTED_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export const ACTED_AT_IN_FUTURE =
  'acted_at is in the future: the phone’s clock may be wrong (at most 2 minutes ahead of the server)'
export const ACTED_AT_TOO_OLD =
  'acted_at is more than 7 days ago: an action that old cannot be recorded from the phone'

/** The optional body field of every field and clock command. */
export const actedAtSchema = epochMsSchema
  .optional()
  .describe(
    'When the person acted (epoch ms), for an action replayed from the phone: at most 2 minutes ahead of the server, at most 7 days ago; absent: now',
  )

/** The action's time: `actedAt` when given and plausible, else the server's `now`. */
export function actionTime(actedAt: number | undefined, now: number): number {
  if (actedAt === undefined) return now
  const refuse = (message: string): never => {
    throw new AppError('VALIDATION', message, { acted_at: message })
  }
  if (actedAt > now + ACTED_AT_MAX_AHEAD_MS) refuse(ACTED_AT_IN_FUTURE)
  if (actedAt < now - ACTED_AT_MAX_AGE_MS) refuse(ACTED_AT_TOO_OLD)
  return actedAt
}

/** A body without fields of its own (On my way, Resume): absent, `{}` or `{ acted_at }`. */
export const actedAtBodySchema = z.object({ acted_at: actedAtSchema }).strict()
