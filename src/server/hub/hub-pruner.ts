// The client hub's pruning pass (issue #31): at start and then hourly, ended hub sessions and long-
// expired hub links are deleted (domain/hub/hub-pruning.ts). Plain DELETEs by time, so several
// servers on one PostgreSQL may pass at once: each row goes once, and nothing else is touched.
import { hubPruneCutoffs, HUB_PRUNE_INTERVAL_MS } from '../../domain/hub/hub-pruning'
import type { Store } from '../../api/shared/store'
import { startPeriodicPass, type PeriodicPass } from '../timers/periodic-pass'

export type HubPruneResult = { links: number; sessions: number }

export type HubPrunerOptions = {
  store: Store
  clock: () => number
  intervalMs?: number
  /** Tests: no timer; only runPass() passes. */
  manual?: boolean
  onError?: (error: unknown) => void
}

export type HubPruner = PeriodicPass<HubPruneResult>

export function startHubPruner(options: HubPrunerOptions): HubPruner {
  const { store, clock, intervalMs = HUB_PRUNE_INTERVAL_MS } = options
  return startPeriodicPass(
    () =>
      store.transaction(
        async (tx) =>
          (await tx.hub?.pruneEnded(hubPruneCutoffs(clock()))) ?? { links: 0, sessions: 0 },
      ),
    { ...options, intervalMs },
  )
}
