// "Send me a new link" on the expired-link page (issue #31 section 1): the page names the expired
// link by its id (never its token, never an address); a fresh link goes to the address on file for
// that link's client. The answer is the same whatever happens (sent, throttled, revoked, unknown), so
// the page tells nobody anything; asks are counted per link and per client address.
import { z } from 'zod'
import {
  afterFailure,
  lockRemainingMs,
  type ThrottleRule,
} from '../../domain/access/sign-in-throttle'
import {
  HUB_NEW_LINK_ADDRESS_THROTTLE,
  HUB_NEW_LINK_ANSWER,
  HUB_NEW_LINK_THROTTLE,
} from '../../domain/hub/hub-access'
import { authOf } from '../auth/sessions'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'
import { addressOnFile, sendHubLinkMail } from './hub-link-mail'
import { hubOf } from './hub-sessions'

export const newHubLinkInput = z.object({ ref: z.uuid() })

/** Counts one ask under each key; false (nothing counted) when any of them is locked. */
async function counted(tx: StoreTx, keys: [string, ThrottleRule][], now: number) {
  const auth = authOf(tx)
  const entries = []
  for (const [key, rule] of keys) {
    const entry = await auth.getThrottle(key)
    if (lockRemainingMs(entry, now) > 0) return false
    entries.push([key, afterFailure(entry, now, rule)] as const)
  }
  for (const [key, entry] of entries) await auth.putThrottle(key, entry)
  return true
}

export async function requestNewHubLink(
  deps: ApiDeps,
  body: unknown,
  address: string,
): Promise<{ message: string }> {
  const answer = { message: HUB_NEW_LINK_ANSWER }
  const parsed = newHubLinkInput.safeParse(body)
  const keys: [string, ThrottleRule][] = [[`hub-address:${address}`, HUB_NEW_LINK_ADDRESS_THROTTLE]]
  if (parsed.success) keys.push([`hub-link:${parsed.data.ref}`, HUB_NEW_LINK_THROTTLE])
  await deps.store.transaction(async (tx) => {
    const hub = hubOf(tx)
    if (!(await counted(tx, keys, deps.clock())) || !parsed.success) return
    const link = await hub.linkById(parsed.data.ref)
    if (!link) return
    // Locked: a revoke at the same moment waits, and the client it names gets no link after it.
    const person = await tx.get('persons', link.person_id, { forUpdate: true })
    if (!person || addressOnFile(person) === '') return
    const access = await hub.getAccess(link.person_id)
    const current = await hub.linkById(link.id)
    if (access?.revoked_at != null || current?.revoked_at !== null) return
    await sendHubLinkMail(tx, deps, person, null)
  })
  return answer
}
