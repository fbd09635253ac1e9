// The web app part of `npm start`: builds it into `outDir` when it is missing or its sources changed
// since the last build (the build stamp of scripts/build-stamp.mjs), otherwise leaves it as it is.
import console from 'node:console'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildAnnouncement,
  buildState,
  hashInputs,
  readStamp,
  removeStamp,
  WEB_BUILD_INPUTS,
} from './build-stamp.mjs'

/**
 * Builds the web app with Vite when needed; resolves with what it found ('missing', 'changed' or
 * 'current'). `outDir` must be the config's build.outDir; `label` names it in the log.
 */
export async function ensureWebBuild({
  root,
  configFile,
  outDir,
  label = outDir,
  log = console.log,
  extraModes = [],
  extraPages = [],
}) {
  const indexFile = join(outDir, 'index.html')
  const hash = hashInputs(root, WEB_BUILD_INPUTS)
  // A page of a later pass missing (that pass failed or never ran) is a missing build too.
  const hasExtraPages = extraPages.every((page) => existsSync(join(outDir, page)))
  const state = hasExtraPages ? buildState(indexFile, hash) : 'missing'
  if (state === 'current') return state
  log(buildAnnouncement(state, 'the web app', label))
  const { build } = await import('vite')
  await build({ root, configFile, logLevel: 'warn' })
  // Later passes into the same folder (the clients' front door, `--mode client`): one that fails
  // takes the stamp away, so the next start builds again.
  for (const mode of extraModes) {
    try {
      await build({ root, configFile, mode, logLevel: 'warn' })
    } catch (error) {
      removeStamp(outDir)
      throw error
    }
  }
  if (!existsSync(indexFile)) {
    throw new Error(`The web build did not produce ${join(label, 'index.html')}`)
  }
  if (readStamp(outDir) === null) {
    // The next start would build again: the plugin is missing from the config.
    throw new Error(
      `The web build left no ${join(label, '.build-stamp')} (buildStampPlugin in ${configFile})`,
    )
  }
  return state
}
