// Builds the browser-only demo's transport for the contract suite: an in-memory Storage, the fixed
// contract clock and deterministic ids.
import { createLocalTransport } from '../web/data/local/local-transport'
import { createMemoryStorage } from '../web/data/local/memory-storage'
import { contractClock, contractIds, type ContractTransport } from './api-contract'

export async function makeLocalContractTransport(): Promise<ContractTransport> {
  const transport = createLocalTransport({
    storage: createMemoryStorage(),
    clock: contractClock,
    newId: contractIds(),
  })
  return {
    transport,
    close: async () => {
      transport.store.dispose()
    },
  }
}
