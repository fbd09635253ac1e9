// Content stamps of the builds: a hash of every file a build is made from, written beside its output
// once the build succeeded (dist/web/.build-stamp, dist/server/.build-stamp), so `npm start` rebuilds
// after a `git pull` or an `npm ci` that changed them, and only then. A content hash, not file times:
// a checkout or a copy sets times that say nothing about the contents.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

export const STAMP_FILE = '.build-stamp'

/**
 * What the web build (vite.config.ts) is made from, relative to the project root: the app's sources
 * (Tailwind scans them all for class names, so any of them can change the CSS), its page and static
 * files, the config and the modules it imports, the `.env` files it reads, the installed packages.
 */
export const WEB_BUILD_INPUTS = {
  paths: [
    'src',
    'index.html',
    'client.html',
    'field.html',
    'public',
    'vite.config.ts',
    'tsconfig.json',
    'scripts/precompress.mjs',
    'scripts/build-stamp.mjs',
    'scripts/page-preloads-plugin.mjs',
    'scripts/field-pwa.ts',
    'src/server/http/client-entry.mjs',
    'src/server/http/field-entry.mjs',
    'src/server/http/security-headers.mjs',
    'src/server/http/page-preloads.mjs',
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
    'package.json',
    'package-lock.json',
  ],
  /** The server is not part of the web app (but the modules vite.config.ts imports are, above). */
  skip: ['src/server'],
}

/** What the server bundle (scripts/build-server.mjs) is made from. */
export const SERVER_BUILD_INPUTS = {
  paths: [
    'src/server',
    'src/api',
    'src/domain',
    'scripts/build-server.mjs',
    'scripts/build-stamp.mjs',
    'package.json',
    'package-lock.json',
  ],
  skip: [],
}

/** Tests feed no build. */
const isTest = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name)

/** The files under `path` (a file or a folder; absent: none), as paths relative to `root` with `/`. */
function collect(root, path, skip, into) {
  if (skip.includes(path)) return
  let entries
  try {
    entries = readdirSync(join(root, path), { withFileTypes: true })
  } catch (error) {
    if (error.code === 'ENOTDIR') into.add(path)
    else if (error.code !== 'ENOENT') throw error
    return
  }
  for (const entry of entries) {
    const child = `${path}/${entry.name}`
    if (entry.isDirectory()) collect(root, child, skip, into)
    else if (!isTest(entry.name)) into.add(child)
  }
}

/** A hash of the names and contents of the files `inputs` names under `root`. */
export function hashInputs(root, inputs) {
  const files = new Set()
  for (const path of inputs.paths) collect(root, path, inputs.skip, files)
  const hash = createHash('sha256')
  for (const file of [...files].sort()) {
    const content = readFileSync(join(root, file))
    // Name and length first, so no two different file sets feed the same bytes.
    hash.update(`${file}\0${content.length}\0`)
    hash.update(content)
  }
  return hash.digest('hex')
}

export function readStamp(outDir) {
  try {
    return readFileSync(join(outDir, STAMP_FILE), 'utf8').trim()
  } catch {
    return null
  }
}

export function writeStamp(outDir, hash) {
  writeFileSync(join(outDir, STAMP_FILE), `${hash}\n`)
}

export function removeStamp(outDir) {
  rmSync(join(outDir, STAMP_FILE), { force: true })
}

/**
 * Whether the build whose main output is `output` needs making: 'missing' (no output), 'changed'
 * (no stamp beside it, or one of other sources than `hash`'s) or 'current'.
 */
export function buildState(output, hash) {
  if (!existsSync(output)) return 'missing'
  return readStamp(dirname(output)) === hash ? 'current' : 'changed'
}

/** The start-up log line for a build that is 'missing' or 'changed' ("the web app", "dist/web"). */
export function buildAnnouncement(state, what, outDir) {
  return state === 'missing'
    ? `Building ${what} into ${outDir} ...`
    : `Sources changed since the last build: rebuilding ${what} into ${outDir} ...`
}

/**
 * The Vite plugin that stamps the web build: the sources are hashed as the build starts (a file
 * edited during the build then makes the next start build again), the old stamp is removed at once,
 * and the new one written after every other plugin's closeBundle (the .br/.gz copies), only when
 * the bundle was written and nothing failed. (Vite calls closeBundle again after a failure, without
 * the error: `written` tells the two apart.)
 */
export function buildStampPlugin() {
  let root = ''
  let outDir = ''
  let hash = ''
  let written = false
  return {
    name: 'groundwork-build-stamp',
    apply: 'build',
    configResolved: (config) => {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    buildStart: () => {
      written = false
      hash = hashInputs(root, WEB_BUILD_INPUTS)
      removeStamp(outDir)
    },
    writeBundle: () => {
      written = true
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: (error) => {
        if (written && !error) writeStamp(outDir, hash)
        written = false
      },
    },
  }
}
