// `npm run backup` and `npm run restore`: builds the server bundle when it is missing or its sources
// changed (as `npm start` does), then runs its command (`backup` or `restore`, with the arguments
// after `--`) in this process. Needs no devDependencies: the bundle runs on the dependencies alone.
import console from 'node:console'
import process from 'node:process'
import { pathToFileURL } from 'node:url'
import { buildServer, serverBundle, serverBundleState } from './build-server.mjs'
import { buildAnnouncement } from './build-stamp.mjs'

const state = serverBundleState()
if (state !== 'current') {
  console.log(buildAnnouncement(state, 'the server', 'dist/server'))
  await buildServer()
}
process.setSourceMapsEnabled(true)
// main.js reads its command from process.argv[2]: this script's first argument.
await import(pathToFileURL(serverBundle).href)
