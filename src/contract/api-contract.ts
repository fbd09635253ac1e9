// The API contract both transports must honour, as requests in and responses out. The same suite
// runs against the browser-only demo (localStorage) and the server (Fastify + SQL), so the two
// cannot drift apart. Each area keeps its cases in api/<area>.ts; this entry runs them all on one
// seeded transport, and both transports' test files call it.
import { describe } from 'vitest'
import { defineBillingContract } from './api/billing'
import { defineCommandsContract } from './api/commands'
import { client } from './api/contract-helpers'
import { defineCrmContract } from './api/crm'
import { defineCsvExportContract } from './api/csv-export'
import { defineIdempotencyContract } from './api/idempotency'
import { defineImportsContract } from './api/imports'
import { defineListsContract } from './api/lists'
import { defineMessagesContract } from './api/messages'
import { defineOneRecordContract } from './api/one-record'
import { defineProjectsContract } from './api/projects'
import { defineSalesContract } from './api/sales'
import { defineSystemContract } from './api/system'
import { defineTeamContract } from './api/team'
import { defineToolsContract } from './api/tools'
import { useSeededTransport, type MakeContractTransport } from './seeded-transport'

export { client, CONTRACT_NOW, contractClock, contractIds } from './api/contract-helpers'
export { crossCheckQueries, defineTransportCrossCheck } from './api/cross-check'
export type { ContractTransport, MakeContractTransport } from './seeded-transport'

/** Registers the contract tests for one transport. */
export function defineApiContract(name: string, makeTransport: MakeContractTransport): void {
  describe(`API contract: ${name}`, () => {
    const api = client(useSeededTransport(makeTransport))
    defineListsContract(api)
    defineOneRecordContract(api)
    defineCommandsContract(api)
    defineIdempotencyContract(api)
    defineProjectsContract(api)
    defineBillingContract(api)
    defineTeamContract(api)
    defineToolsContract(api)
    defineMessagesContract(api)
    defineCrmContract(api)
    defineSalesContract(api)
    defineSystemContract(api)
    defineCsvExportContract(api)
    defineImportsContract(api)
  })
}
