// The transport a contract suite runs on: opened before its tests, back to the seed after each one
// (so every test starts from generateSeed(CONTRACT_NOW)), closed after the last.
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { Transport } from '../web/data/transport'

export type ContractTransport = { transport: Transport; close: () => Promise<void> }
export type MakeContractTransport = () => Promise<ContractTransport>

/** Opening a database and migrating it (PGlite compiles WebAssembly) can take a while on a busy machine. */
export const SETUP_TIMEOUT = 60_000

/** Registers the suite's setup and teardown; call it inside the suite's describe. */
export function useSeededTransport(makeTransport: MakeContractTransport): () => Transport {
  let current: ContractTransport | null = null
  const transport = (): Transport => {
    if (!current) throw new Error('transport not ready')
    return current.transport
  }
  beforeAll(async () => {
    current = await makeTransport()
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await current?.close()
    current = null
  }, SETUP_TIMEOUT)
  afterEach(async () => {
    const res = await transport()({ method: 'POST', path: '/api/demo/reset' })
    expect(res.status).toBe(200)
  }, SETUP_TIMEOUT)
  return transport
}
