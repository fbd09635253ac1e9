// A route of the client hub's own API (issue #31 section 2): called with the hub cookie, never with a
// staff session (neither grants the other). The server resolves the cookie into the visiting client
// (server/hub/hub-http.ts) before the handler runs; a handler reads and changes only that client's
// records (another client's id is "not found") and passes every record it answers with through the
// client audience of the field-and-scope step (domain/access/client-fields.ts).
import type { ApiDeps } from '../../shared/deps'
import type { RouteResult } from '../../shared/route-types'
import type { HubVisitor } from '../hub-sessions'

export type HubRouteInput = {
  params: Record<string, string>
  query: Record<string, unknown>
  body: unknown
  headers: Record<string, string | undefined>
  /** The client's address (behind a proxy with TRUST_PROXY): stored with an approval. */
  address: string | undefined
}

export type HubClientRoute = {
  method: 'GET' | 'POST'
  /** Always under /api/hub/. */
  path: string
  summary: string
  /** A body larger than the server's usual limit (BODY_LIMIT) it takes, in bytes: photos. */
  bodyLimit?: number
  handle: (input: HubRouteInput, deps: ApiDeps, visitor: HubVisitor) => Promise<RouteResult>
}

/** How the audit log and the records' history name a client acting in the hub. */
export const clientActorLabel = (visitor: HubVisitor): string => `Client: ${visitor.person.name}`
