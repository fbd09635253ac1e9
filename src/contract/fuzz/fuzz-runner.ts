// Sends fuzz requests to a transport one by one and holds it to the rules: every answer passes
// checkAnswer, and a request that was refused (or only read) leaves the stored data exactly as it
// was: a cheap fingerprint (row counts and versions) after every request, a hash of everything
// every `snapshotEvery` requests. An accepted write simply becomes the new baseline.
import { checkAnswer, type FuzzResponse } from './verdict'
import type { FuzzRequest } from './route-requests'

export type FuzzTarget = {
  send: (request: FuzzRequest) => Promise<FuzzResponse>
  /** Changes whenever a row is added, removed or edited (counts and sums of versions, settings). */
  fingerprint: () => Promise<string>
  /** A hash of every stored value. */
  snapshot: () => Promise<string>
}

export type FuzzTally = {
  cases: number
  /** Requests answered 2xx (a write among them moved the baseline). */
  accepted: number
  byStatus: Record<number, number>
}

/** Runs per route: FUZZ_RUNS when set, else the suite's default. */
export function fuzzRuns(fallback: number): number {
  const fromEnv = Number(process.env.FUZZ_RUNS)
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback
}

export function createFuzzRunner(target: FuzzTarget, options: { snapshotEvery?: number } = {}) {
  const snapshotEvery = options.snapshotEvery ?? 50
  const tally: FuzzTally = { cases: 0, accepted: 0, byStatus: {} }
  let fingerprint: string | null = null
  let snapshot: string | null = null
  let sinceSnapshot = 0

  const resync = async () => {
    fingerprint = await target.fingerprint()
    snapshot = await target.snapshot()
    sinceSnapshot = 0
  }

  /** Fails with `why`, after taking the current data as the baseline so later cases start clean. */
  const failAfterResync = async (why: string): Promise<never> => {
    await resync()
    throw new Error(why)
  }

  async function run(request: FuzzRequest, response?: FuzzResponse): Promise<FuzzResponse> {
    if (fingerprint === null) await resync()
    const answer = response ?? (await target.send(request))
    tally.cases += 1
    tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1
    try {
      checkAnswer(request, answer)
    } catch (error) {
      return failAfterResync((error as Error).message)
    }
    const accepted = answer.status >= 200 && answer.status < 300
    if (accepted) tally.accepted += 1
    if (accepted && request.method !== 'GET') {
      await resync()
      return answer
    }
    if ((await target.fingerprint()) !== fingerprint) {
      return failAfterResync(
        `a ${answer.status} answer changed the data: ${request.method} ${request.path.slice(0, 200)} body=${JSON.stringify(request.body)?.slice(0, 300)}`,
      )
    }
    if (++sinceSnapshot >= snapshotEvery) await verifySnapshot()
    return answer
  }

  async function verifySnapshot(): Promise<void> {
    const now = await target.snapshot()
    sinceSnapshot = 0
    if (now !== snapshot) {
      await failAfterResync(
        `the stored data changed during the last ${snapshotEvery} refused or read-only requests`,
      )
    }
  }

  return { run, tally, verifySnapshot }
}

export type FuzzRunner = ReturnType<typeof createFuzzRunner>

/** One line for the log: how many cases, how many accepted, the answers by status. */
export function describeTally(family: string, tally: FuzzTally, routes: number): string {
  const statuses = Object.entries(tally.byStatus)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')
  return `fuzz ${family}: ${tally.cases} cases over ${routes} routes (${tally.accepted} accepted; ${statuses})`
}
