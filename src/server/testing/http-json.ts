// A small JSON-over-HTTP client on node:http with its own keep-alive agent, so a test can drop every
// connection to a killed server at once (global fetch pools connections process-wide).
import { Agent, request } from 'node:http'
import { SESSION_COOKIE } from '../auth/session-cookie'

/** A parsed response body; callers read into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export type JsonReply = { status: number; body: Json }

export type JsonClient = {
  /** Resolves with any HTTP status; rejects only when no response arrived (network error). */
  send: (method: string, path: string, body?: unknown) => Promise<JsonReply>
  /** Signs in through the API; every later request carries the session cookie. */
  signIn: (account: { email: string; password: string }) => Promise<void>
  close: () => void
}

const SIGN_IN_PATH = '/api/auth/sign-in/email'

/** The `name=value` of the session cookie a Set-Cookie header list sets, or null. */
function sessionCookieOf(setCookie: string[] | undefined): string | null {
  const line = setCookie?.find((c) => c.startsWith(`${SESSION_COOKIE}=`))
  return line ? (line.split(';')[0] ?? null) : null
}

export function jsonClient(baseUrl: string, options: { timeoutMs?: number } = {}): JsonClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const timeoutMs = options.timeoutMs ?? 30_000
  let cookie: string | null = null
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<JsonReply>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...(cookie === null ? {} : { cookie }),
          },
        },
        (res) => {
          if (path === SIGN_IN_PATH) cookie = sessionCookieOf(res.headers['set-cookie']) ?? cookie
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let parsed: Json = text
            try {
              parsed = text ? JSON.parse(text) : null
            } catch {
              // not JSON: keep the text
            }
            resolve({ status: res.statusCode ?? 0, body: parsed })
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)))
      req.on('error', reject)
      req.end(payload)
    })
  const signIn = async (account: { email: string; password: string }) => {
    const reply = await send('POST', SIGN_IN_PATH, account)
    if (reply.status !== 200 || cookie === null) {
      throw new Error(
        `Sign-in as ${account.email} failed: ${reply.status} ${JSON.stringify(reply.body)}`,
      )
    }
  }
  return { send, signIn, close: () => agent.destroy() }
}
