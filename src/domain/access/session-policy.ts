// How long a signed-in session lasts (issue #20): it ends after a spell of not being used (idle) and,
// however busy, a fixed time after sign-in (absolute), so a stolen cookie does not live forever.
// The server keeps sessions in its database; these rules decide when one is still good.

/** A session not used for this long has ended: two weeks, so a crew's phone stays signed in. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000
/** No session outlives this, counted from sign-in: 30 days. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000
/** A use records itself at most this often, so every request does not write. */
export const SESSION_TOUCH_MS = 60 * 1000

export type SessionTimes = {
  created_at: number
  last_used_at: number
}

/** The moment the session ends unless it is used again before then. */
export function sessionEndsAt(session: SessionTimes): number {
  return Math.min(session.last_used_at + SESSION_IDLE_MS, session.created_at + SESSION_MAX_MS)
}

export const isSessionLive = (session: SessionTimes, now: number): boolean =>
  now < sessionEndsAt(session)

/** Whether a use at `now` should be written back as the session's last use. */
export const shouldTouchSession = (session: SessionTimes, now: number): boolean =>
  now - session.last_used_at >= SESSION_TOUCH_MS
