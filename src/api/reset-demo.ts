// The demo reset: every record replaced by fresh sample data in one transaction (the server's
// accounts stay), then the stored
// files no row refers to any more removed. Only after the commit: a reset that fails keeps them all.
import { and } from '../domain/shared/condition'
import type { ApiDeps } from './deps'
import { referencedFiles } from './referenced-files'
import type { RowOf, StoreTx } from './store'

/** `inTransaction` runs last in the reset's transaction (its audit entry). */
export async function resetDemoCommand(
  deps: ApiDeps,
  inTransaction: (tx: StoreTx) => Promise<unknown> = async () => undefined,
): Promise<void> {
  // Only files stored before the reset begins: an upload that starts meanwhile keeps its file.
  const stored = await deps.blobs.list()
  const data = deps.seed(deps.clock())
  await deps.store.transaction(async (tx) => {
    // The server's users are its accounts: a reset keeps every one (signed in, with its role and
    // password), unlinked from employees, which the sample replaces. The demo has no accounts: its
    // one sample user is replaced like every other record.
    const users = tx.auth ? (await tx.findAll('users', and())).map(unlinked) : data.users
    await tx.replaceAll({ ...data, users })
    await inTransaction(tx)
  })
  await removeUnreferencedFiles(deps, stored)
}

const unlinked = (user: RowOf<'users'>): RowOf<'users'> =>
  user.employee_id === null ? user : { ...user, employee_id: null, version: user.version + 1 }

/**
 * Removes those of `urls` that no media row names. A failed removal is logged, not thrown: the
 * reset has happened, and a left-over file is harmless (the next reset tries again).
 */
export async function removeUnreferencedFiles(
  deps: ApiDeps,
  urls: readonly string[],
): Promise<void> {
  if (urls.length === 0) return
  const referenced = await referencedFiles(deps.store, urls)
  for (const url of urls) {
    if (referenced.has(url)) continue
    await deps.blobs.remove(url).catch((error: unknown) => deps.logError?.(error))
  }
}
