// `npm run build:server`: bundles src/server/main.ts (and the domain it imports) into
// dist/server/main.js with esbuild; packages stay in node_modules. Also used by scripts/start.mjs.
// Then the bundle makes PGlite's database template when it is missing (decision 021), so that the
// first start of the built server skips initdb; last, the build stamp (scripts/build-stamp.mjs).
import { execFileSync } from 'node:child_process'
import console from 'node:console'
import { dirname, join, resolve } from 'node:path'
import process from 'node:process'
import { URL, fileURLToPath } from 'node:url'
import {
  buildState,
  hashInputs,
  removeStamp,
  SERVER_BUILD_INPUTS,
  writeStamp,
} from './build-stamp.mjs'

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
export const serverBundle = join(root, 'dist', 'server', 'main.js')

/**
 * V8 flags of the server process: package.json's `start` passes the same (a test compares them), the
 * bench starts its server with them (decision 018): a young generation of 2 x 8 MB instead of
 * 2 x 16 MB, and an old generation allowed to grow by 20% of what survives a full collection before
 * the next one (V8 otherwise lets a fast-collecting heap grow up to fourfold).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20']

/**
 * Whether the bundle at `outfile` is 'missing', 'changed' (its sources differ from those its build
 * stamp was made of, or it has none) or 'current'.
 */
export function serverBundleState(outfile = serverBundle, projectRoot = root) {
  return buildState(outfile, hashInputs(projectRoot, SERVER_BUILD_INPUTS))
}

/** Bundles the server into `outfile` (dist/server/main.js; the bench and the crash test use others). */
export async function buildServer(outfile = serverBundle) {
  // Hashed before building: a source edited meanwhile makes the next start build again.
  const hash = hashInputs(root, SERVER_BUILD_INPUTS)
  removeStamp(dirname(outfile))
  const { build } = await import('esbuild')
  await build({
    entryPoints: [join(root, 'src', 'server', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
  execFileSync(process.execPath, [outfile, '--prepare-database'], { stdio: 'inherit' })
  writeStamp(dirname(outfile), hash)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer()
  console.log(`Built ${serverBundle}`)
}
