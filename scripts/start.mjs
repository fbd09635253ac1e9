// `npm start`: builds the web app and the server bundle when either is missing or its sources (or
// package-lock.json) changed since it was built (the build stamps of scripts/build-stamp.mjs), then
// runs the server in this same process.
import console from 'node:console'
import { join } from 'node:path'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { buildServer, root, serverBundle, serverBundleState } from './build-server.mjs'
import { buildAnnouncement } from './build-stamp.mjs'
import { ensureWebBuild } from './build-web.mjs'
import { CLIENT_PAGE } from '../src/server/http/client-entry.mjs'
import { FIELD_PAGE } from '../src/server/http/field-entry.mjs'

try {
  await ensureWebBuild({
    root,
    configFile: join(root, 'vite.config.ts'),
    outDir: join(root, 'dist', 'web'),
    label: 'dist/web',
    // The clients' front door (decision 048) and the crew's day (decision 055).
    extraModes: ['client', 'field'],
    extraPages: [CLIENT_PAGE, FIELD_PAGE],
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const serverState = serverBundleState()
if (serverState !== 'current') {
  console.log(buildAnnouncement(serverState, 'the server', 'dist/server'))
  await buildServer()
}

// In this process rather than a child: Ctrl-C reaches the server once, and it closes cleanly.
// Source maps make stack traces in the log point at src/.
process.setSourceMapsEnabled(true)
await import(pathToFileURL(serverBundle).href)
