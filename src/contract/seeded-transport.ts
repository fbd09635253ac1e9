// The transport a contract suite runs on: opened before its tests, back to the seed after each one
// (so every test starts from generateSeed(CONTRACT_NOW)), closed after the last.
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { Transport } from '../web/data/api-request'

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

/**
 * Two transports opened side by side for a cross-check (the same seed in each), closed after the
 * last test; no reset between tests, the cross-checks only read. Call it inside the describe.
 */
export function useTransportPair(
  makeA: MakeContractTransport,
  makeB: MakeContractTransport,
): [() => Transport, () => Transport] {
  let pair: [ContractTransport, ContractTransport] | null = null
  const side = (i: 0 | 1) => (): Transport => {
    if (!pair) throw new Error('transport not ready')
    return pair[i].transport
  }
  beforeAll(async () => {
    pair = await Promise.all([makeA(), makeB()])
  }, SETUP_TIMEOUT)
  afterAll(async () => {
    await Promise.all(pair?.map((t) => t.close()) ?? [])
    pair = null
  }, SETUP_TIMEOUT)
  return [side(0), side(1)]
}
