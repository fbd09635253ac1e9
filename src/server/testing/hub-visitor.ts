// A client visiting the hub in a test: a hub session of the person made straight in the store (as a
// used hub link leaves one, hub-sessions.ts), and the cookies to send as them. How a link becomes
// the cookie is src/server/hub/hub-http.test.ts's.
import { generateToken, tokenId } from '../../api/auth/session-token'
import { hubOf } from '../../api/hub/hub-sessions'
import type { Store } from '../../api/shared/store'
import { HUB_COOKIE } from '../hub/hub-cookie'

export async function hubCookiesOf(
  store: Store,
  personId: string,
  now: number,
): Promise<Record<string, string>> {
  const token = generateToken()
  await store.transaction((tx) =>
    hubOf(tx).insertSession({
      id: tokenId(token),
      person_id: personId,
      created_at: now,
      last_seen_at: now,
    }),
  )
  return { [HUB_COOKIE]: token }
}
