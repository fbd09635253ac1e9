// Matches a request to the route table and runs it, turning every failure into the API error shape.
// The browser-only demo calls this directly; the server registers the same routes with Fastify.
import { AppError, toErrorBody } from '../../domain/shared/app-error'
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../domain/shared/storable-text'
import { auditEvent } from '../access/audit'
import { grantFor, type Actor, type Caller } from '../access/authorize'
import type { ApiDeps } from './deps'
import type { StoreTx } from './store'
import { patternOf } from './route-table'
import { StreamedFile, StreamedJson, streamedText } from './streamed-json'
import {
  apiRoutes,
  type ApiRoute,
  type HttpMethod,
  type RouteInput,
  type RouteResult,
} from '../routes'

type Compiled = { route: ApiRoute; regex: RegExp; names: string[] }

const compiled: Compiled[] = apiRoutes.map((route) => {
  const names = [...route.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1] ?? '')
  return { route, regex: patternOf(route.path), names }
})

export function matchRoute(
  method: HttpMethod,
  path: string,
): { route: ApiRoute; params: Record<string, string> } | null {
  for (const c of compiled) {
    if (c.route.method !== method) continue
    const m = c.regex.exec(path)
    if (!m) continue
    const params: Record<string, string> = {}
    for (const [i, name] of c.names.entries()) {
      try {
        params[name] = decodeURIComponent(m[i + 1] ?? '')
      } catch {
        throw new AppError('VALIDATION', 'Malformed URL')
      }
    }
    return { route: c.route, params }
  }
  return null
}

/** Maps any thrown value to a JSON error response; unexpected errors never leak details. */
export function errorResult(error: unknown): RouteResult {
  if (error instanceof AppError) return { status: error.status, body: toErrorBody(error) }
  return {
    status: 500,
    body: toErrorBody(
      new AppError('INTERNAL', 'Something went wrong on our side. Please try again.'),
    ),
  }
}

/**
 * A body the route reads as a stream (a backup being restored, streamed-body.ts on the server):
 * bytes, not text to check, and an object graph that goes round in circles.
 */
const isStream = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { pipe?: unknown }).pipe === 'function'

/** Refuses text no store can keep (NUL, unpaired surrogates) anywhere in the body or the query. */
function checkStorableText(input: RouteInput): void {
  const inBody = isStream(input.body) ? null : findUnstorableText(input.body)
  const inQuery = inBody === null ? findUnstorableText(input.query) : null
  const field = inBody ?? inQuery
  if (field === null) return
  throw new AppError(
    'VALIDATION',
    `Invalid ${inBody !== null ? 'input' : 'query'}: ${field === '_' ? '' : `${field}: `}${UNSTORABLE_TEXT_MESSAGE}`,
    { [field]: UNSTORABLE_TEXT_MESSAGE },
  )
}

/**
 * An audited route's entry (a signed-in user's; the demo keeps no log). The handler writes it in the
 * transaction of its change (`auditIn`); a route whose work is no one transaction of its own (a
 * backup's read, a restore, which replaces the log itself) has it written right after, unless the
 * answer was an idempotent replay of one already logged.
 */
function auditFor(route: ApiRoute, input: RouteInput, deps: ApiDeps, actor: Actor | null) {
  const describe = route.audit
  if (!describe || !actor) return null
  const who = { userId: actor.userId, actor: actor.label, address: input.address }
  let isWritten = false
  const write = async (tx: StoreTx, result: RouteResult) => {
    isWritten = true
    const event = describe(input, result)
    if (event) await auditEvent(tx, deps, who, event)
    return result
  }
  const writeAfter = async (result: RouteResult) => {
    if (isWritten || result.replayed) return
    try {
      await deps.store.transaction((tx) => write(tx, result))
    } catch (error) {
      deps.logError?.(error) // the change has happened: its answer stands
    }
  }
  return { auditIn: write, writeAfter }
}

/** `deps` whose transactions stamp what they write as written by `actorId` (record-stamps.ts). */
function actingFor(deps: ApiDeps, actorId: string): ApiDeps {
  const { store } = deps
  return {
    ...deps,
    store: {
      ...store,
      transaction: (work, options) =>
        store.transaction(work, { actorId, now: deps.clock(), ...options }),
    },
  }
}

export async function runRoute(
  route: ApiRoute,
  input: RouteInput,
  deps: ApiDeps,
  caller: Caller,
): Promise<RouteResult> {
  try {
    // Before anything is parsed, read or changed: a refused request learns nothing more.
    const grant = grantFor(route, caller)
    checkStorableText(input)
    const audit = auditFor(route, input, deps, grant.actor)
    const result = await route.handle(
      { ...input, grant, ...(audit ? { auditIn: audit.auditIn } : {}) },
      grant.actor ? actingFor(deps, grant.actor.userId) : deps,
    )
    await audit?.writeAfter(result)
    return result
  } catch (error) {
    if (!(error instanceof AppError)) deps.logError?.(error)
    return errorResult(error)
  }
}

export async function dispatch(
  request: { method: HttpMethod; path: string } & Omit<RouteInput, 'params' | 'grant'>,
  deps: ApiDeps,
  caller: Caller,
): Promise<RouteResult> {
  let found: ReturnType<typeof matchRoute>
  try {
    found = matchRoute(request.method, request.path)
  } catch (error) {
    return errorResult(error)
  }
  if (!found) {
    return errorResult(
      new AppError('NOT_FOUND', `No API route for ${request.method} ${request.path}`),
    )
  }
  const result = await runRoute(found.route, { ...request, params: found.params }, deps, caller)
  return result.body instanceof StreamedJson
    ? materialize(result.status, result.body, deps)
    : result
}

/** A streamed body as one value: the demo's answers are plain objects. */
async function materialize(
  status: number,
  body: StreamedJson,
  deps: ApiDeps,
): Promise<RouteResult> {
  try {
    const text = await streamedText(body)
    if (body instanceof StreamedFile) return { status, body: text, contentType: body.contentType }
    return { status, body: JSON.parse(text) as unknown }
  } catch (error) {
    if (!(error instanceof AppError)) deps.logError?.(error)
    return errorResult(error)
  }
}
