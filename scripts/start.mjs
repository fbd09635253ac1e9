// `npm start`: builds what is missing (the web app when dist/web/index.html is absent, the server
// bundle when it is absent or older than its sources), then runs the server in this same process.
import console from 'node:console'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { buildServer, root, serverBundle, serverBundleIsStale } from './build-server.mjs'

const webIndex = join(root, 'dist', 'web', 'index.html')

if (!existsSync(webIndex)) {
  console.log('Building the web app into dist/web ...')
  const { build } = await import('vite')
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
  if (!existsSync(webIndex)) {
    console.error('The web build did not produce dist/web/index.html')
    process.exit(1)
  }
}

if (serverBundleIsStale()) {
  console.log('Building the server into dist/server ...')
  await buildServer()
}

// In this process rather than a child: Ctrl-C reaches the server once, and it closes cleanly.
// Source maps make stack traces in the log point at src/.
process.setSourceMapsEnabled(true)
await import(pathToFileURL(serverBundle).href)
