// The API contract against the browser-only demo's transport (localStorage, here an in-memory fake).
import { defineApiContract, defineTransportCrossCheck } from './api-contract'
import { defineEstimatesContract } from './estimates-contract'
import { defineFiguresContract } from './figures-contract'
import { defineIdsContract } from './ids-contract'
import { makeLocalContractTransport } from './local-harness'
import { defineShiftsContract } from './shifts-contract'

defineApiContract('local transport (localStorage)', makeLocalContractTransport)
defineFiguresContract('local transport (localStorage)', makeLocalContractTransport)
defineIdsContract('local transport (localStorage)', makeLocalContractTransport)
defineEstimatesContract('local transport (localStorage)', makeLocalContractTransport)
defineShiftsContract('local transport (localStorage)', makeLocalContractTransport)

// The cross-check compared with itself: proves the comparison code before it meets the server.
defineTransportCrossCheck(
  'local vs local (sanity)',
  makeLocalContractTransport,
  makeLocalContractTransport,
)
