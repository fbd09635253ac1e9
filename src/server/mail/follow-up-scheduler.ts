// The automatic follow-ups' scheduler (issue #30 section 4, decision 044): at start and every minute a
// pass reads the settings and the business's zone, asks the database for due candidates (one query per
// kind, follow-ups-sql.ts) and sends each in its own transaction (send-follow-up.ts). Several servers
// on one PostgreSQL may pass at once: a candidate another server holds or has sent is skipped quietly,
// so each follow-up is queued once. Started only with a mail server (SMTP_URL): without one nothing
// automatic is recorded. It keeps no state of its own, so a restart loses nothing.
import {
  FollowUpTaken,
  sendFollowUp,
  type FollowUpDeps,
  type FollowUpOutcome,
} from '../../api/follow-ups/send-follow-up'
import { followUpCutoffs } from '../../domain/mail/follow-up-due'
import type { FollowUpKind } from '../../domain/mail/follow-up-record'
import { DEFAULT_FOLLOW_UP_SETTINGS } from '../../domain/mail/follow-up-settings'
import { withTimeZone } from '../../domain/settings/branding'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { candidateFinders } from '../db/follow-ups-sql'
import type { SqlStore } from '../db/sql-store'
import { startPeriodicPass, type PeriodicPass } from '../timers/periodic-pass'

export type FollowUpSchedulerOptions = {
  store: SqlStore
  deps: FollowUpDeps
  /** Between passes. */
  intervalMs?: number
  /** Candidates read per query. */
  pageSize?: number
  /** Tests and the bench: no timer; only runPass() passes. */
  manual?: boolean
  onError?: (error: unknown) => void
}

export type PassResult = Record<FollowUpKind, number> & {
  /** Candidates found that were not due after all, or taken by another pass. */
  skipped: number
  failed: number
}

export type FollowUpScheduler = PeriodicPass<PassResult>

export const FOLLOW_UP_INTERVAL_MS = 60_000

export function startFollowUpScheduler(options: FollowUpSchedulerOptions): FollowUpScheduler {
  const { store, deps, intervalMs = FOLLOW_UP_INTERVAL_MS, pageSize = 200 } = options
  async function sendOne(kind: FollowUpKind, id: string, now: number): Promise<FollowUpOutcome> {
    try {
      return await store.transaction((tx) => sendFollowUp(tx, deps, { kind, record_id: id }, now))
    } catch (error) {
      if (error instanceof FollowUpTaken) return 'taken'
      throw error
    }
  }

  async function pass(isStopped: () => boolean): Promise<PassResult> {
    const result: PassResult = {
      reminder: 0,
      'estimate-follow-up': 0,
      'visit-reminder': 0,
      skipped: 0,
      failed: 0,
    }
    const now = deps.clock()
    const { settings, zone } = await store.read(async (tx) => ({
      settings: (await tx.followUps?.getSettings()) ?? DEFAULT_FOLLOW_UP_SETTINGS,
      zone: withTimeZone(await tx.getBranding(), hostTimeZone()).time_zone,
    }))
    const cutoffs = followUpCutoffs(settings, zone, now)
    for (const [kind, find] of candidateFinders(settings, cutoffs)) {
      // Pages in id order: a candidate that stays unsent (its e-mail failed to render) is tried
      // once per pass, never in a loop.
      for (let after: string | null = null; !isStopped();) {
        const ids = await store.exclusive((db) => find(db, { after, limit: pageSize }))
        for (const id of ids) {
          try {
            const outcome = await sendOne(kind, id, now)
            if (outcome === 'sent') result[kind]++
            else result.skipped++
          } catch (error) {
            result.failed++
            options.onError?.(error)
          }
        }
        if (ids.length < pageSize) break
        after = ids[ids.length - 1] as string
      }
    }
    return result
  }

  return startPeriodicPass(pass, { ...options, intervalMs })
}
