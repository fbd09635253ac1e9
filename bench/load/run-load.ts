// One load case at one concurrency, driven by autocannon in this process. Latency percentiles are
// computed from every response's own time (autocannon's histogram has no p95 and whole-ms steps),
// and the server's own time per request is read from its Server-Timing header (bench probes).
import autocannon from 'autocannon'

export type NextRequest = { path: string; body?: string; headers?: Record<string, string> }

export type LoadCase = {
  name: string
  method: 'GET' | 'POST'
  /** Called once per request: rotates ids, queries and bodies. */
  next: () => NextRequest
  /** Concurrent connections to run the case at. */
  connections: readonly number[]
  /** Seconds per concurrency; or `amount` requests in all. */
  seconds?: number
  amount?: number
  /** Seconds to wait for one response. */
  timeoutSeconds?: number
  /** Which target this case checks, if any (for the summary). */
  note?: string
}

export type Percentiles = { p50: number; p95: number; p99: number; max: number }

export type LoadResult = {
  name: string
  connections: number
  requests: number
  seconds: number
  rps: number
  latencyMs: Percentiles
  /** Time inside the server (Server-Timing), when it sent one. */
  serverMs: Percentiles | null
  non2xx: number
  errors: number
  timeouts: number
  statuses: Record<string, number>
  bytesPerResponse: number
  /** The server's VmRSS right after the case. */
  rssAfterMb?: number
  /** How long the server went on answering requests sent before the end (not counted above). */
  backlogMs?: number
  /** Server CPU time (user + system) per request: steadier than latency on a busy machine. */
  serverCpuMsPerRequest?: number
}

export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: NaN, p95: NaN, p99: NaN, max: NaN }
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN }
}

const SERVER_TIMING = /(?:^|,)\s*app;dur=([\d.]+)/

function serverTimingOf(headers: Record<string, unknown> | undefined): number | null {
  if (!headers) return null
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'server-timing') continue
    const match = SERVER_TIMING.exec(String(value))
    return match ? Number(match[1]) : null
  }
  return null
}

export async function runLoad(
  baseUrl: string,
  c: LoadCase,
  connections: number,
  /** The signed-in session's `Cookie` header: every /api request needs one. */
  cookie: string,
): Promise<LoadResult> {
  const latencies: number[] = []
  const serverTimes: number[] = []
  const statuses: Record<string, number> = {}
  let bytes = 0
  let errors = 0
  const started = performance.now()
  let finished = started

  let settle: (error: unknown, result?: autocannon.Result) => void = () => undefined
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    settle = (error, result) => (error || !result ? reject(error) : resolve(result))
  })
  const options: autocannon.Options = {
    url: baseUrl,
    connections,
    ...(c.amount !== undefined ? { amount: c.amount } : { duration: c.seconds ?? 5 }),
    timeout: c.timeoutSeconds ?? 10,
    requests: [
      {
        method: c.method,
        setupRequest: (request) => {
          const next = c.next()
          return {
            ...request,
            path: next.path,
            ...(next.body !== undefined ? { body: next.body } : {}),
            headers: {
              ...request.headers,
              cookie,
              ...(next.body !== undefined ? { 'content-type': 'application/json' } : {}),
              ...next.headers,
            },
          }
        },
        onResponse: (_status, _body, _context, headers) => {
          const server = serverTimingOf(headers as Record<string, unknown> | undefined)
          if (server !== null) serverTimes.push(server)
        },
      },
    ],
  }
  const instance = autocannon(options, (error, result) => settle(error, result))
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    latencies.push(responseTime)
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    bytes += resBytes
    finished = performance.now()
  })
  instance.on('reqError', () => {
    errors++
  })
  const result = await done
  const timeouts = result.timeouts
  const seconds = c.amount !== undefined ? (finished - started) / 1000 : result.duration
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0)
  return {
    name: c.name,
    connections,
    requests: latencies.length,
    seconds,
    rps: seconds > 0 ? latencies.length / seconds : 0,
    latencyMs: percentiles(latencies),
    serverMs: serverTimes.length > 0 ? percentiles(serverTimes) : null,
    non2xx,
    errors,
    timeouts,
    statuses,
    bytesPerResponse: latencies.length > 0 ? bytes / latencies.length : 0,
  }
}
