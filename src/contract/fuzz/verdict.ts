// What every answer to a hostile request must be: never a 5xx, and a refusal is the one JSON error
// shape with a message a person can act on (no stack traces, no SQL, no internals).
import { errorBodySchema } from '../../domain/shared/error-body'
import type { FuzzRequest } from './route-requests'

export type FuzzResponse = { status: number; body: unknown; contentType?: string | undefined }

/** Messages that say nothing about what to fix. */
const USELESS = new Set(['', 'bad request', 'invalid input', 'error', 'invalid', 'validation'])

/** Internals that must never reach a client. */
const LEAKS: readonly RegExp[] = [
  /\bat .+:\d+:\d+/, // stack frame
  /\b(select|insert|update|delete)\b.+\b(from|into|set)\b/i,
  /\bsyntax error\b/i,
  /\brelation "/i,
  /\bviolates\b.*\bconstraint\b/i,
  /invalid input syntax for type/i,
  /\bFST_[A-Z_]+/,
  /\bTypeError\b|\bReferenceError\b|\bRangeError\b/,
  /node_modules|\/src\//,
]

function describe(request: FuzzRequest, response: FuzzResponse): string {
  const body = JSON.stringify(request.body)
  const answer = JSON.stringify(response.body)
  const cut = (text: string | undefined) =>
    text === undefined ? 'none' : text.length > 400 ? `${text.slice(0, 400)}…` : text
  return `${request.method} ${cut(request.path)}${request.query ? `?${cut(request.query)}` : ''} body=${cut(body)} -> ${response.status} ${cut(answer)}`
}

/** Throws (with the request and the answer) when the answer breaks the rules. */
export function checkAnswer(request: FuzzRequest, response: FuzzResponse): void {
  const fail = (why: string): never => {
    throw new Error(`${why}: ${describe(request, response)}`)
  }
  if (response.status >= 500) fail('server error')
  if (response.status < 400) return
  if (response.contentType !== undefined && !response.contentType.includes('application/json')) {
    fail(`error answered as ${response.contentType}`)
  }
  const parsed = errorBodySchema.safeParse(response.body)
  if (!parsed.success) return fail('error body is not { error: { code, message } }')
  const { message } = parsed.data.error
  if (USELESS.has(message.trim().toLowerCase().replace(/[.:]$/, ''))) {
    fail('error message says nothing useful')
  }
  // A 404 may name the path it could not route; the client's own text there is no leak.
  let own = message.replace(request.path, '')
  try {
    own = own.replace(decodeURIComponent(request.path), '')
  } catch {
    // not decodable: nothing more to take out
  }
  for (const leak of LEAKS) if (leak.test(own)) fail(`error message leaks internals (${leak})`)
}
