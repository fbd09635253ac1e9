// What every signed-in user may do to their own account (issue #20): change their name, and their
// password (the current one first). A new password ends every other session of theirs.
import { z } from 'zod'
import { passwordSchema } from '../../domain/access/password'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { ApiDeps } from '../shared/deps'
import { patchRecord } from '../records/records'
import type { RowOf } from '../shared/store'
import type { PasswordHasher } from './password-hasher'
import { authOf, startSession } from './sessions'

export const WRONG_CURRENT_PASSWORD = 'Current password is wrong'

const nameInput = z.object({ name: z.unknown() }).strict()
export const changePasswordInput = z
  .object({ current_password: z.string().max(1000), new_password: passwordSchema })
  .strict()

export async function renameSelf(
  deps: Pick<ApiDeps, 'store' | 'clock' | 'newId'>,
  userId: string,
  body: unknown,
): Promise<RowOf<'users'>> {
  const { name } = parseOrThrow(nameInput, body, 'Invalid name')
  const row = await deps.store.transaction((tx) =>
    patchRecord(tx, 'users', userId, { name }, { now: deps.clock(), newId: deps.newId }),
  )
  return row as RowOf<'users'>
}

/** Changes the password and returns a new session token: every session of theirs ended. */
export async function changeOwnPassword(
  deps: Pick<ApiDeps, 'store' | 'clock'>,
  passwords: PasswordHasher,
  userId: string,
  body: unknown,
): Promise<string> {
  const input = parseOrThrow(changePasswordInput, body, 'Invalid password change')
  const current = await deps.store.transaction((tx) => authOf(tx).passwordHashOf(userId))
  if (current === null || !(await passwords.verify(input.current_password, current))) {
    throw new AppError('VALIDATION', WRONG_CURRENT_PASSWORD, {
      current_password: WRONG_CURRENT_PASSWORD,
    })
  }
  const hash = await passwords.hash(input.new_password)
  return deps.store.transaction(async (tx) => {
    const auth = authOf(tx)
    const now = deps.clock()
    await auth.setPasswordHash(userId, hash, now)
    await auth.deleteSessionsOf(userId)
    return startSession(tx, userId, now)
  })
}
