// A server of a test's own beside the project's (first-run setup on a new install, a restore into
// one, HTTPS behind Caddy, a restart while a phone is offline): the built server on its own port and
// data directory, started fresh and stopped with its data removed.
import { spawn, type ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'

export type ExtraServer = {
  origin: string
  dataDir: string
  /** Stops the process and starts it again on the same port and data (kept). */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

/** The variables that would make a first start set up the project's Owner: a new install has none. */
const OWNER_VARIABLES = ['OWNER_EMAIL', 'OWNER_PASSWORD', 'OWNER_NAME', 'BUSINESS_NAME']

export async function startExtraServer(options: {
  port: number
  /** Under .e2e-data: emptied before the start and removed after the stop. */
  dataDir: string
  env?: Record<string, string>
}): Promise<ExtraServer> {
  const { port, dataDir, env = {} } = options
  await rm(dataDir, { recursive: true, force: true })
  const inherited: NodeJS.ProcessEnv = { ...process.env }
  for (const name of OWNER_VARIABLES) delete inherited[name]
  const origin = `http://127.0.0.1:${port}`

  async function launch(): Promise<ChildProcess> {
    // The bundle `npm run test:e2e` built (the server project's start script builds it too).
    const server = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...inherited, HOST: '127.0.0.1', ...env, PORT: String(port), DATA_DIR: dataDir },
      stdio: 'ignore',
    })
    const deadline = Date.now() + 110_000
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`the server on ${port} exited (${server.exitCode})`)
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return server
      if (Date.now() > deadline) throw new Error(`the server on ${port} did not start`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  async function halt(server: ChildProcess): Promise<void> {
    if (server.exitCode !== null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }

  let server = await launch()
  return {
    origin,
    dataDir,
    restart: async () => {
      await halt(server)
      server = await launch()
    },
    stop: async () => {
      await halt(server)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
