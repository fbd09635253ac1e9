// "Forgot password?" (issue #30): whoever asks gets the same answer, whether or not the address
// has an (active) account, so the page cannot be used to find out who works here. An account's
// owner gets a reset link by e-mail: single use, valid 1 hour, only its hash stored. Asks are
// counted per address and per client address, like failed sign-ins, and refused past the limit.
import { z } from 'zod'
import { actorLabel } from '../../domain/access/audit'
import {
  afterFailure,
  lockRemainingMs,
  RESET_ACCOUNT_THROTTLE,
  RESET_ADDRESS_THROTTLE,
  RESET_THROTTLED_MESSAGE,
  type ThrottleRule,
} from '../../domain/access/sign-in-throttle'
import { INVALID_ADDRESS, mailAddressSchema } from '../../domain/mail/outbox-message'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import { auditEvent } from '../access/audit'
import type { ApiDeps } from '../shared/deps'
import { renderAccountMail, sendAccountMail } from './account-mail'
import { authOf } from './sessions'
import { insertLink, SET_PASSWORD_PATH } from './set-password'

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that address, we sent a link to reset the password. It works once, within 1 hour.'

export const forgotPasswordInput = z.object({
  email: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), mailAddressSchema),
})

const accountKey = (email: string) => `reset-account:${email}`
const addressKey = (address: string) => `reset-address:${address}`

/**
 * Answers an ask for a reset link: refuses it past the limits (429), else counts it and, when the
 * address is an active user's, stores a reset link and e-mails it in one transaction.
 */
export async function requestPasswordReset(
  deps: ApiDeps,
  body: unknown,
  address: string,
): Promise<{ message: string }> {
  const parsed = forgotPasswordInput.safeParse(body)
  if (!parsed.success) {
    throw new AppError('VALIDATION', INVALID_ADDRESS, { email: INVALID_ADDRESS })
  }
  const { email } = parsed.data
  const keys: [string, ThrottleRule][] = [
    [accountKey(email), RESET_ACCOUNT_THROTTLE],
    [addressKey(address), RESET_ADDRESS_THROTTLE],
  ]
  await deps.store.transaction(async (tx) => {
    const auth = authOf(tx)
    const now = deps.clock()
    const entries = []
    for (const [key, rule] of keys) {
      const entry = await auth.getThrottle(key)
      if (lockRemainingMs(entry, now) > 0) {
        throw new AppError('RATE_LIMITED', RESET_THROTTLED_MESSAGE)
      }
      entries.push([key, afterFailure(entry, now, rule)] as const)
    }
    for (const [key, entry] of entries) await auth.putThrottle(key, entry)

    const [user] = await tx.findAll('users', eq('email', email))
    const ids = { clock: () => now }
    if (!user?.active) {
      // Rendered all the same, so an unknown address takes as long to answer as a known one.
      await renderAccountMail(tx, deps, 'password-reset', `${SET_PASSWORD_PATH}#decoy`)
      await auditEvent(
        tx,
        ids,
        { userId: user?.id ?? null, actor: user ? actorLabel(user) : email, address },
        {
          kind: 'password-reset-asked',
          summary: `Asked for a password reset link for ${email} (${user ? 'inactive user' : 'no account'}: nothing sent)`,
        },
      )
      return
    }
    const link = await insertLink(tx, user, 'reset', now)
    const message = await sendAccountMail(tx, deps, 'password-reset', user, link.path, null)
    await auditEvent(
      tx,
      ids,
      { userId: user.id, actor: actorLabel(user), address },
      {
        kind: 'password-reset-asked',
        summary:
          message.status === 'queued'
            ? `Asked for a password reset link: e-mailed to ${user.email}`
            : `Asked for a password reset link: ${message.last_error ?? 'not sent'}`,
      },
    )
  })
  return { message: FORGOT_PASSWORD_ANSWER }
}
