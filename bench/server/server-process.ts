// The real server as its own process for the bench: bundled from src/server/main.ts by
// scripts/build-server.mjs (into dist/bench-server, so a bench never rewrites dist/server under
// a running `npm start` or e2e run), started and stopped by the test harness's server-process
// module, with the bench's own readings on top: CPU time from /proc/<pid>/stat, memory in MB, and
// a wait until the requests a load run left in flight are answered.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildServer, SERVER_NODE_FLAGS } from '../../scripts/build-server.mjs'
import {
  healthStatus,
  residentMemory,
  startServer as startServerProcess,
  stopServer,
} from '../../src/server/testing/server-process'

export async function buildServerBundle(outDir: string): Promise<string> {
  const outfile = join(outDir, 'main.js')
  await buildServer(outfile)
  return outfile
}

export type Memory = { rssMb: number; peakRssMb: number }

export type ServerProcess = {
  pid: number
  baseUrl: string
  /** Milliseconds from spawn to the first 200 from /api/health. */
  readyMs: number
  /** CPU time the server used until then. */
  readyCpuMs: number
  cpuMs: () => number
  memory: () => Memory | null
  /** The last lines the server printed (for a failure message). */
  output: () => string
  stop: () => Promise<void>
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100

/**
 * CPU time (user + system) the process has used so far, in ms: unlike wall time it barely moves when
 * other work shares the machine, so it is the steadier figure on a busy machine.
 */
export function readCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces) in parentheses; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return NaN
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Servers still running: ended with the bench, also when it is interrupted or fails. */
const running = new Set<{ kill: (signal: NodeJS.Signals) => unknown }>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130))
}

const isHealthy = async (baseUrl: string, timeoutMs = 2000) =>
  (await healthStatus(baseUrl, timeoutMs)) === 200

export async function startServer(options: {
  entry: string
  port: number
  env: Record<string, string>
  timeoutMs?: number
}): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`
  if (await isHealthy(baseUrl)) throw new Error(`Something already answers on ${baseUrl}`)
  const server = await startServerProcess({
    entry: options.entry,
    port: options.port,
    env: options.env,
    timeoutMs: options.timeoutMs ?? 120_000,
    pollMs: 10,
    nodeFlags: SERVER_NODE_FLAGS,
  })
  running.add(server.child)
  void server.exited.then(() => running.delete(server.child))
  const { pid } = server
  const memory = (): Memory | null => {
    const bytes = residentMemory(pid)
    return bytes && { rssMb: bytes.rss / 1048576, peakRssMb: bytes.peak / 1048576 }
  }
  return {
    pid,
    baseUrl,
    readyMs: server.readyMs,
    readyCpuMs: readCpuMs(pid),
    cpuMs: () => readCpuMs(pid),
    memory,
    output: server.output,
    stop: () => stopServer(server, 15_000),
  }
}

/**
 * Waits until the server has answered what a load run left in flight: autocannon stops counting at
 * the end of its time, but the requests it sent are still being answered (PGlite runs one query at a
 * time), and they would slow the next case. Drained means /api/health answers and the process has
 * been idle (at most one 10 ms CPU tick per half second) for a second: a health check alone can overtake the queued requests.
 */
export async function waitUntilDrained(
  server: ServerProcess,
  timeoutMs = 600_000,
): Promise<number> {
  const started = performance.now()
  let lastBusy = started
  let cpu = server.cpuMs()
  while (performance.now() - started < timeoutMs) {
    await pause(500)
    const now = server.cpuMs()
    // CPU time moves in 10 ms ticks: one tick in half a second is a timer, not a request.
    if (now - cpu > 10) lastBusy = performance.now()
    cpu = now
    if (performance.now() - lastBusy >= 1000 && (await isHealthy(server.baseUrl, 60_000))) {
      return lastBusy - started
    }
  }
  throw new Error(`The server was still busy after ${timeoutMs} ms`)
}
