// Recurring jobs' daily pass (issue #34, decision 057): at start and then every day, each open
// series' visits are made up to a year ahead. Each series in a transaction of its own with its row
// locked and each visit's key unique, so several servers passing at once make every visit once.
import { randomId } from '../../domain/shared/ids'
import { extendAllSeries } from '../../api/projects/series-routes'
import type { Store } from '../../api/shared/store'
import { startPeriodicPass, type PeriodicPass } from './periodic-pass'

export const SERIES_HORIZON_INTERVAL_MS = 24 * 60 * 60 * 1000

export type SeriesHorizonOptions = {
  store: Store
  clock: () => number
  newId?: () => string
  intervalMs?: number
  manual?: boolean
  onError?: (error: unknown) => void
}

export function startSeriesHorizon(options: SeriesHorizonOptions): PeriodicPass<number> {
  const { store, clock, newId = randomId, intervalMs = SERIES_HORIZON_INTERVAL_MS } = options
  return startPeriodicPass(() => extendAllSeries({ store, clock, newId }), {
    ...options,
    intervalMs,
  })
}
