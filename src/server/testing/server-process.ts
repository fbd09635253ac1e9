// The real server as a child process (the crash test, the soak script and the bench): bundled with
// the buildServer of scripts/build-server.mjs, started on a loopback port, timed until /api/health
// answers, stopped cleanly or killed, and watched through /proc for its memory.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { buildServer } from '../../../scripts/build-server.mjs'
import { findPackageRoot } from '../package-root'

export type ServerBundle = { entry: string; remove: () => void }

/**
 * Bundles src/server/main.ts into a scratch folder under node_modules/.cache, so packages and the
 * project root (drizzle/) are found from it as from dist/server, without touching dist/.
 */
export async function buildServerBundle(): Promise<ServerBundle> {
  const root = findPackageRoot()
  const folder = mkdtempSync(join(root, 'node_modules', '.cache-groundwork-server-'))
  const entry = join(folder, 'main.js')
  await buildServer(entry)
  return { entry, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/**
 * A port that is free now on 127.0.0.1, below the OS's ephemeral range (32768 and up on Linux), so
 * the outgoing connections of this or any other process cannot take it before the server binds it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (await canListen(port)) return port
  }
  throw new Error('No free port found between 20000 and 32000')
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

export type ServerProcess = {
  child: ChildProcess
  pid: number
  url: string
  /** Milliseconds from spawn to the first 200 from /api/health. */
  readyMs: number
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output: () => string
}

export type StartOptions = {
  entry: string
  /** PGlite's DATA_DIR (DATABASE_URL is then cleared); without it, `env` says where the data is. */
  dataDir?: string
  port: number
  env?: Record<string, string>
  /** How long to wait for GET /api/health to answer 200. */
  timeoutMs?: number
  /** Between two health checks while waiting (the bench times start-up to 10 ms). */
  pollMs?: number
  /** Node's own flags, before the entry (the bench passes npm start's). */
  nodeFlags?: readonly string[]
}

/** Starts the server and resolves once it answers GET /api/health; rejects if it exits first. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const {
    entry,
    dataDir,
    port,
    env = {},
    timeoutMs = 60_000,
    pollMs = 100,
    nodeFlags = [],
  } = options
  const started = performance.now()
  const child = spawn(process.execPath, [...nodeFlags, '--enable-source-maps', entry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(dataDir === undefined ? {} : { DATA_DIR: dataDir, DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exitStatus: number | string | undefined
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      exitStatus = code ?? signal ?? 'unknown'
      resolve(exitStatus)
    })
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = started + timeoutMs
  while (performance.now() < deadline) {
    if (exitStatus !== undefined) {
      throw new Error(`The server exited (${exitStatus}) before it was ready:\n${log}`)
    }
    if ((await healthStatus(url)) === 200) {
      const readyMs = performance.now() - started
      return { child, pid: child.pid ?? -1, url, readyMs, exited, output: () => log }
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  child.kill('SIGKILL')
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${log}`)
}

/** The status GET /api/health answers with, or 0 when nothing answers within `timeoutMs`. */
export function healthStatus(url: string, timeoutMs = 2000): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/health`, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end()
  })
}

/** SIGKILLs the process and waits until it is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGKILL')
  await server.exited
}

/** Stops the process as Ctrl-C would (SIGTERM, a clean close), or SIGKILLs it after `graceMs`. */
export async function stopServer(server: ServerProcess, graceMs = 10_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGTERM')
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs)
  await server.exited
  clearTimeout(timer)
}

/** Resident memory of a process now and at its peak, in bytes (Linux /proc), or null elsewhere. */
export function residentMemory(pid: number): { rss: number; peak: number } | null {
  let status: string
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return null
  }
  const bytes = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024
  const rss = bytes('VmRSS')
  return Number.isFinite(rss) ? { rss, peak: bytes('VmHWM') } : null
}
