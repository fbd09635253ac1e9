// Where a client e-mail's hub link lands (issue #31): the document the e-mail is about, so "View
// estimate" opens that estimate in the hub. The page travels as `?to=` on the link and is followed
// only when it is one of the hub's own document pages (never another site or a staff page).

const HUB_DOCUMENT_PAGE = /^\/hub\/(estimates|invoices)\/[0-9a-f-]{36}$/

export type HubDocumentKind = 'estimates' | 'invoices'

/** The hub page of one of the client's documents. */
export const hubDocumentPage = (kind: HubDocumentKind, id: string): string => `/hub/${kind}/${id}`

/** The page a link's `to` names when it is a hub document page; else the hub's first page. */
export function hubLandingOf(to: unknown): string {
  return typeof to === 'string' && HUB_DOCUMENT_PAGE.test(to) ? to : '/hub'
}
