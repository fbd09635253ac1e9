// The API contract against the server: createApp over the SQL store, through app.inject. On an
// in-memory PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. The cross-check sends
// the same requests to the server and to the browser-only demo's transport and compares the answers.
import { describe } from 'vitest'
import { defineApiContract, defineTransportCrossCheck } from './api-contract'
import { defineEstimatesContract } from './estimates-contract'
import { defineFiguresContract, defineFiguresCrossCheck } from './figures-contract'
import { defineIdsContract } from './ids-contract'
import { makeLocalContractTransport } from './local-harness'
import { defineShiftsContract } from './shifts-contract'
import { makePgliteContractTransport, makePostgresContractTransport } from './server-harness'
import { reportPostgresSkips, TEST_POSTGRES_URL } from '../server/testing/test-databases'

// Opening PGlite and migrating takes a few seconds.
const timeouts = { timeout: 30_000 }

describe('server (PGlite)', timeouts, () => {
  defineApiContract('server on PGlite', makePgliteContractTransport)
  defineFiguresContract('server on PGlite', makePgliteContractTransport)
  defineIdsContract('server on PGlite', makePgliteContractTransport)
  defineEstimatesContract('server on PGlite', makePgliteContractTransport)
  defineShiftsContract('server on PGlite', makePgliteContractTransport)
  defineFiguresCrossCheck(
    'local vs server on PGlite',
    makeLocalContractTransport,
    makePgliteContractTransport,
  )
  defineTransportCrossCheck(
    'local vs server on PGlite',
    makeLocalContractTransport,
    makePgliteContractTransport,
  )
})

const postgresUrl = TEST_POSTGRES_URL
reportPostgresSkips()
describe.skipIf(!postgresUrl)('server (PostgreSQL, TEST_DATABASE_URL)', timeouts, () => {
  const make = () => makePostgresContractTransport(postgresUrl ?? '')
  defineApiContract('server on PostgreSQL', make)
  defineFiguresContract('server on PostgreSQL', make)
  defineIdsContract('server on PostgreSQL', make)
  defineEstimatesContract('server on PostgreSQL', make)
  defineShiftsContract('server on PostgreSQL', make)
  defineFiguresCrossCheck('local vs server on PostgreSQL', makeLocalContractTransport, make)
  defineTransportCrossCheck('local vs server on PostgreSQL', makeLocalContractTransport, make)
})
