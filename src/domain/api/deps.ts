import type { SeedData } from '../seed/seed'
import type { Store } from './store'

/** What the API use cases need from their host: storage, a clock and an id source. */
export type ApiDeps = {
  store: Store
  clock: () => number
  newId: () => string
  /** Builds fresh sample data for a demo reset. */
  seed: (now: number) => SeedData
  /** Reports an unexpected (non-AppError) failure; the response never shows it. */
  logError?: (error: unknown) => void
}
