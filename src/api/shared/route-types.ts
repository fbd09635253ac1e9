// The shape of an API route and the helpers route files share. Routes are served by Fastify on the
// server and by the in-browser handler in the demo build; handlers parse their own input so both
// hosts answer alike.
import { z } from 'zod'
import type { AuditKind } from '../../domain/access/audit'
import type { Grant, RouteAccess } from '../access/authorize'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { RuleContext } from '../../domain/shared/context'
import { idSchema } from '../../domain/shared/fields'
import type { ApiDeps } from './deps'
import type { StoreTx } from './store'
import { tzQuerySchema } from './tz-query'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RouteInput = {
  params: Record<string, string>
  query: Record<string, unknown>
  body: unknown
  headers: Record<string, string | undefined>
  /** Set by the dispatcher once the caller is authorized: how far the answer may reach. */
  grant?: Grant
  /** The client's address (the server's; behind a proxy with TRUST_PROXY), for the audit log. */
  address?: string
  /**
   * Set by the dispatcher on a route that declares `audit`: writes the route's audit entry in the
   * handler's own transaction (`tx`), so the change and its entry commit together or not at all.
   * The handler calls it with the answer it is about to give and returns what it returns.
   */
  auditIn?: (tx: StoreTx, result: RouteResult) => Promise<RouteResult>
}

export type RouteResult = {
  status: number
  body: unknown
  /** What the call was about, named for the audit log (a deleted record's title); never sent. */
  subject?: string
  /** Set on a materialised StreamedFile (the demo): the body is that file's text, not JSON. */
  contentType?: string
  /** An idempotent replay of an answer given before (its audit entry is written already). */
  replayed?: boolean
}

/** A route's method and path, as in `PATCH /api/jobs/:id`. */
export type RouteKey = `${HttpMethod} /api/${string}`

export type ApiRoute = {
  method: HttpMethod
  /** Path pattern with `:name` parameters, e.g. /api/persons/:id */
  path: string
  /**
   * Set on an area route that takes the place of a generic collection route: its own method and
   * path. Without it, a route that clashes with another is refused when the table is built.
   */
  replaces?: RouteKey
  summary: string
  tag: string
  /**
   * Who may call it: anyone (`public`: the health check, and the business name and colour the sign-in page shows), any signed-in user (`signed-in`), or
   * the holders of a permission of the role table (`src/domain/access/permissions.ts`).
   */
  access: RouteAccess
  /**
   * The handler narrows its answer to the actor's own work when the grant's scope is `own` (a Crew
   * user's jobs). Without it, a role that holds the permission only for its own work is refused.
   */
  servesOwn?: boolean
  /** Documentation schemas (OpenAPI); handlers validate with the same schemas. */
  querySchema?: z.ZodType
  bodySchema?: z.ZodType
  responseSchema?: z.ZodType
  successStatus: number
  /**
   * What the audit log records of a successful call (issue #20), or null for nothing. The handler
   * writes it in the transaction of its change through `input.auditIn`, for a signed-in user only
   * (the demo keeps no log); an idempotent replay writes nothing again.
   */
  audit?: (input: RouteInput, result: RouteResult) => { kind: AuditKind; summary: string } | null
  handle: (input: RouteInput, deps: ApiDeps) => Promise<RouteResult>
}

export const ctxOf = (deps: ApiDeps): RuleContext => ({ now: deps.clock(), newId: deps.newId })

/** The query of a generic create or patch (documentation and parsing). */
export const writeTzSchema = z.object({ tz: tzQuerySchema.shape.tz.optional() })

/**
 * The context of a generic create or patch: also the user's `tz` query parameter, so a refusal that
 * names a time (an overlapping shift) writes it in the user's local time. Other query parameters of
 * a write are ignored, as they always were.
 */
export function writeCtxOf(deps: ApiDeps, input: RouteInput): RuleContext {
  const { tz } = parseOrThrow(writeTzSchema, { tz: input.query.tz }, 'Invalid query')
  return { ...ctxOf(deps), tzOffsetMinutes: tz ?? 0 }
}

/** A malformed id cannot name a record: answer as for a missing one. */
export function idParam(input: RouteInput, label: string): string {
  const parsed = idSchema.safeParse(input.params.id ?? '')
  if (!parsed.success) throw new AppError('NOT_FOUND', `${label} not found`)
  return parsed.data
}
