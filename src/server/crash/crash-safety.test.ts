// Crash safety on PGlite: the real server process runs a concurrent write load and is SIGKILLed at
// random moments; after each restart on the same DATA_DIR every acknowledged write must be there as
// acknowledged, every unanswered write whole or absent, and the invariants must hold.
// CRASH_SEED replays a run's choices (the seed is printed); CRASH_ROUNDS sets the number of kills.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonClient } from '../testing/http-json'
import { TEST_OWNER, TEST_OWNER_ENV } from '../testing/test-owner'
import {
  buildServerBundle,
  freePort,
  killHard,
  startServer,
  type ServerBundle,
  type ServerProcess,
} from '../testing/server-process'
import { invariantViolations } from './export-invariants'
import { createRandom } from '../../domain/seed/random'
import { runWriteLoad } from './write-load'
import { WriteLedger } from './write-ledger'

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 6)
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31))
const WORKERS = 6
/** The server must not throttle the test's own load (see README: Configuration). */
const SERVER_ENV = { WRITE_RATE_LIMIT: '0', ...TEST_OWNER_ENV }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('crash safety (SIGKILL during writes, PGlite)', () => {
  let bundle: ServerBundle | undefined
  let server: ServerProcess | undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-crash-'))

  beforeAll(async () => {
    bundle = await buildServerBundle()
  })

  afterAll(async () => {
    if (server) await killHard(server)
    bundle?.remove()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(`keeps every acknowledged write through ${ROUNDS} kills (seed ${SEED})`, async () => {
    console.log(`crash test: seed ${SEED} (CRASH_SEED=${SEED} replays it), ${ROUNDS} rounds`)
    const random = createRandom(SEED)
    const ledger = new WriteLedger()
    // A fresh port for each start: the previous one may still be held by a closing connection.
    const start = async () =>
      startServer({ entry: bundle!.entry, dataDir, port: await freePort(), env: SERVER_ENV })
    server = await start()

    for (let round = 1; round <= ROUNDS; round += 1) {
      const client = jsonClient(server.url)
      await client.signIn(TEST_OWNER)
      const unexpected: string[] = []
      let stopping = false
      const randoms = Array.from({ length: WORKERS }, () => createRandom(random.int(1, 2 ** 31)))
      const acknowledgedBefore = ledger.acknowledged
      const load = runWriteLoad({ client, ledger, randoms, isStopping: () => stopping, unexpected })
      // A random moment of the load, counted in acknowledged writes so a slow machine still gets
      // some in every round, then a random few milliseconds more to land in the middle of others.
      const target = acknowledgedBefore + random.int(5, 60)
      const deadline = Date.now() + 60_000
      while (ledger.acknowledged < target && unexpected.length === 0 && Date.now() < deadline) {
        await sleep(5)
      }
      await sleep(random.int(0, 300))
      stopping = true
      await killHard(server)
      server = undefined
      await load
      client.close()
      const unanswered = ledger.unanswered.length

      // The server must start again on the same data after every kill.
      server = await start()
      const reader = jsonClient(server.url)
      await reader.signIn(TEST_OWNER)
      const exported = await reader.send('GET', '/api/export')
      reader.close()
      expect(exported.status).toBe(200)
      const problems = [
        ...unexpected,
        ...ledger.reconcile(exported.body),
        ...invariantViolations(exported.body),
      ]
      expect(problems, `round ${round}, CRASH_SEED=${SEED}`).toEqual([])
      console.log(
        `crash round ${round}/${ROUNDS}: ${ledger.acknowledged - acknowledgedBefore} writes acknowledged, ` +
          `${unanswered} unanswered at the kill; restarted, all checked`,
      )
    }

    console.log(
      `crash test: ${ROUNDS} kill rounds survived; ${ledger.acknowledged} acknowledged writes ` +
        `(${ledger.persons.size} persons, ${ledger.invoices.size} invoices, ${ledger.payments.size} payments ` +
        `re-read after every restart: ${ledger.rowChecks} row checks); unanswered writes found whole: ` +
        `${ledger.settledPresent}, absent: ${ledger.settledAbsent}; seed ${SEED}`,
    )
    expect(ledger.acknowledged).toBeGreaterThan(ROUNDS)
    await killHard(server)
    server = undefined
  }, 300_000)
})
