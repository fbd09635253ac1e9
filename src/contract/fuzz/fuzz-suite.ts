// One Vitest test per route of a fuzz family: fast-check generates the route's hostile requests
// and the runner checks every answer and the stored data. A summary line per family goes to the
// log (the number of cases is a figure the project reports).
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import type { ApiRoute } from '../../api/routes'
import { createFuzzRunner, describeTally, type FuzzRunner, type FuzzTarget } from './fuzz-runner'
import type { FuzzRequest } from './route-requests'

/** A fixed fast-check seed (FUZZ_SEED) replays a failure; otherwise every run explores anew. */
function fuzzSeed(): number | undefined {
  const seed = Number(process.env.FUZZ_SEED)
  return Number.isInteger(seed) ? seed : undefined
}

export type FuzzFamily = {
  name: string
  routes: readonly ApiRoute[]
  /** The target, available once the suite's beforeAll has opened it. */
  target: () => FuzzTarget
  request: (route: ApiRoute) => fc.Arbitrary<FuzzRequest>
  runs: (route: ApiRoute) => number
}

/** Registers the family's tests; returns the runner (for extra, hand-written cases). */
export function fuzzEachRoute(family: FuzzFamily): { runner: () => FuzzRunner } {
  let runner: FuzzRunner | null = null
  const get = () => (runner ??= createFuzzRunner(family.target()))
  describe(`fuzz: ${family.name}`, () => {
    beforeAll(() => {
      get()
    })
    afterAll(async () => {
      if (!runner) return
      await runner.verifySnapshot()
      console.info(describeTally(family.name, runner.tally, family.routes.length))
    })
    for (const route of family.routes) {
      it(`${route.method} ${route.path}`, { timeout: 300_000 }, async () => {
        const seed = fuzzSeed()
        await fc.assert(
          fc.asyncProperty(family.request(route), async (request) => {
            await get().run(request)
          }),
          {
            numRuns: family.runs(route),
            ...(seed === undefined ? {} : { seed }),
            // A failure is reported as found: shrinking re-sends requests to a store they changed.
            endOnFailure: process.env.FUZZ_SHRINK !== '1',
          },
        )
      })
    }
  })
  return { runner: get }
}
