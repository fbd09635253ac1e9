// The outbox for React: its items and how many wait to be sent, re-rendered when they change.
import { useSyncExternalStore } from 'react'
import { getOutboxSnapshot, subscribeOutbox, type OutboxSnapshot } from './outbox-store'

export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, getOutboxSnapshot, getOutboxSnapshot)
}
