// Hub links (issue #31 section 1, decision 045): every client e-mail carries one, made in the
// transaction that queues the e-mail. A random token (session-token.ts) of which only the SHA-256
// is stored; the link opens /hub/<token> on PUBLIC_URL and works many times until it expires or the
// office revokes the client's access. A revoked client gets no link until the office sends one.
import { DEFAULT_HUB_LINK_DAYS, hubLinkLifetimeMs } from '../../domain/hub/hub-access'
import { randomId } from '../../domain/shared/ids'
import { generateToken, tokenId } from '../auth/session-token'
import type { ApiDeps } from '../shared/deps'
import type { StoreTx } from '../shared/store'

export const HUB_PATH = '/hub'

/** Makes a link for the client and answers its token (the caller has checked the revoke). */
export async function insertHubLink(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'clock' | 'mail'>,
  personId: string,
  createdBy: string | null,
): Promise<string> {
  if (!tx.hub) return ''
  const token = generateToken()
  const now = deps.clock()
  await tx.hub.insertLink({
    id: randomId(),
    person_id: personId,
    token_hash: tokenId(token),
    created_at: now,
    expires_at: now + hubLinkLifetimeMs(deps.mail?.hubLinkDays ?? DEFAULT_HUB_LINK_DAYS),
    created_by: createdBy,
    revoked_at: null,
  })
  return token
}

/**
 * The `{link}` of a client e-mail: a fresh hub link on PUBLIC_URL, or '' (the e-mail then has no
 * button): the demo, no mail settings, or a client whose access the office revoked. `landing`: the
 * hub page it opens (hub-landing.ts: the e-mail's document), else the hub's first page.
 */
export async function hubLinkFor(
  tx: StoreTx,
  deps: Pick<ApiDeps, 'clock' | 'mail'>,
  personId: string,
  createdBy: string | null = null,
  landing: string | null = null,
): Promise<string> {
  if (!tx.hub || !deps.mail) return ''
  // The client's row is the lock every hub change takes first: a revoke at the same moment either
  // ends this link too or comes after it and refuses it.
  if (!(await tx.get('persons', personId, { forUpdate: true }))) return ''
  const access = await tx.hub.getAccess(personId)
  if (access?.revoked_at != null) return ''
  const token = await insertHubLink(tx, deps, personId, createdBy)
  const to = landing === null ? '' : `?to=${encodeURIComponent(landing)}`
  return deps.mail.publicLink(`${HUB_PATH}/${token}${to}`)
}
