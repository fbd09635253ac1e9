// What the field app keeps on the phone so Today opens without signal (issue #33): who is signed in,
// the business's name, the days' cards (jobs, client names, phones and addresses, instructions), each
// job's timer and work order, and the day clock; for a week at most, and for this build's shapes
// only (the buster). Nothing else of the business is written to the device.
import type { Query } from '@tanstack/react-query'
import {
  PersistQueryClientProvider,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client'
import { deviceCachePersister } from '../../data/device-cache'
import type { QueryProvider } from '../providers'

export const FIELD_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Change when a kept answer's shape changes: an older cache is then dropped, not misread. */
const FIELD_CACHE_BUSTER = 'field-1'

const KEPT: readonly (readonly string[])[] = [
  ['auth', 'session'],
  ['settings', 'branding'],
  ['jobs', 'today'],
  ['jobs', 'field-state'],
  ['time', 'clock'],
  ['work-orders'],
]

export function isKeptOnPhone(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false
  const key = query.queryKey
  return KEPT.some((prefix) => prefix.every((part, i) => key[i] === part))
}

const persister = deviceCachePersister('field')

/** Drops the kept answers (nobody is signed in any more). */
export const forgetFieldCache = async (): Promise<void> => {
  await persister.removeClient()
}

export const fieldPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: FIELD_CACHE_MAX_AGE_MS,
  buster: FIELD_CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: isKeptOnPhone },
}

/** The field app's query client, restored from the phone before its queries run. */
export const fieldQueryProvider: QueryProvider = {
  gcTime: FIELD_CACHE_MAX_AGE_MS,
  provide: (client, children) => (
    <PersistQueryClientProvider client={client} persistOptions={fieldPersistOptions}>
      {children}
    </PersistQueryClientProvider>
  ),
}
