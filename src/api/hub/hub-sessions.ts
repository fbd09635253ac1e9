// The hub cookie (issue #31 section 1, decision 045): a usable hub link is exchanged for a hub
// session of its client (a fresh token the browser keeps in an httpOnly cookie, its hash stored),
// which ends after 14 days unused. Neither a staff session nor a hub session grants the other.
import { hubLinkState, isHubSessionLive, shouldTouchHubSession } from '../../domain/hub/hub-access'
import { AppError } from '../../domain/shared/app-error'
import type { HubMe } from '../../domain/hub/hub-api'
import { withTimeZone } from '../../domain/settings/branding'
import { linesOf } from '../../domain/settings/business-block'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { generateToken, isWellFormedToken, tokenId } from '../auth/session-token'
import type { ApiDeps } from '../shared/deps'
import type { RowOf, StoreTx } from '../shared/store'
import type { HubSessionRow, HubTx } from './hub-store'

export const HUB_NEEDS_THE_SERVER = 'The client hub is available when the app runs on a server'

export function hubOf(tx: StoreTx): HubTx {
  if (!tx.hub) throw new AppError('INVALID_STATE', HUB_NEEDS_THE_SERVER)
  return tx.hub
}

/** A new hub session (its token for the cookie), or the refused link's id (null: no such link). */
export type HubExchange = { token: string } | { refused: string | null }

/** Exchanges a hub link's token for a hub session of its client, and records the visit. */
export async function exchangeHubLink(
  deps: Pick<ApiDeps, 'store' | 'clock'>,
  linkToken: string,
): Promise<HubExchange> {
  if (!isWellFormedToken(linkToken)) return { refused: null }
  return deps.store.transaction(async (tx) => {
    const hub = hubOf(tx)
    const now = deps.clock()
    const found = await hub.linkByTokenHash(tokenId(linkToken))
    if (!found) return { refused: null }
    // The client's row first (as a revoke takes it), then the link as it is now.
    await tx.get('persons', found.person_id, { forUpdate: true })
    const link = await hub.linkById(found.id)
    if (!link) return { refused: null }
    const access = await hub.getAccess(link.person_id)
    if (hubLinkState(link, access?.revoked_at ?? null, now) !== 'usable') {
      return { refused: link.id }
    }
    const token = generateToken()
    await hub.insertSession({
      id: tokenId(token),
      person_id: link.person_id,
      created_at: now,
      last_seen_at: now,
    })
    await hub.recordVisit(link.person_id, now)
    return { token }
  })
}

export type HubVisitor = { session: HubSessionRow; person: RowOf<'persons'> }

/** The live hub session a cookie's token names and its client, or null (an ended one is removed). */
export async function hubSessionOf(
  deps: Pick<ApiDeps, 'store' | 'clock'>,
  token: string,
): Promise<HubVisitor | null> {
  if (!isWellFormedToken(token)) return null
  return deps.store.transaction(async (tx) => {
    const hub = hubOf(tx)
    const now = deps.clock()
    const session = await hub.getSession(tokenId(token))
    if (!session) return null
    const person = isHubSessionLive(session, now)
      ? await tx.get('persons', session.person_id)
      : null
    if (!person) {
      await hub.deleteSession(session.id)
      return null
    }
    if (!shouldTouchHubSession(session, now)) return { session, person }
    await hub.touchSession(session.id, now)
    await hub.recordVisit(person.id, now)
    return { session: { ...session, last_seen_at: now }, person }
  })
}

/**
 * GET /api/hub/me: the client's name, the business's name, colour, contact details, payment
 * instructions and time zone (the hub's pages show the business's days), and whether paying
 * online is set up.
 */
export async function hubGreeting(
  deps: Pick<ApiDeps, 'store' | 'payments'>,
  visitor: HubVisitor,
): Promise<HubMe> {
  const branding = withTimeZone(await deps.store.read((tx) => tx.getBranding()), hostTimeZone())
  return {
    client: { name: visitor.person.name },
    business: {
      name: branding.business_name,
      brand_color: branding.brand_color,
      phone: branding.business_phone,
      email: branding.business_email,
      payment_instructions: linesOf(branding.payment_instructions),
      time_zone: branding.time_zone,
    },
    payments_online: (deps.payments ?? null) !== null,
  }
}
