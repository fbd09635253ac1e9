// `npm run build:server`: bundles src/server/main.ts (and the domain it imports) into
// dist/server/main.js with esbuild; packages stay in node_modules. Also used by scripts/start.mjs.
// Then the bundle makes PGlite's database template when it is missing (decision 021), so that the
// first start of the built server skips initdb.
import { execFileSync } from 'node:child_process'
import console from 'node:console'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { URL, fileURLToPath } from 'node:url'

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
export const serverBundle = join(root, 'dist', 'server', 'main.js')

/**
 * V8 flags of the server process: package.json's `start` passes the same (a test compares them), the
 * bench starts its server with them (decision 018): a young generation of 2 x 8 MB instead of
 * 2 x 16 MB, and an old generation allowed to grow by 20% of what survives a full collection before
 * the next one (V8 otherwise lets a fast-collecting heap grow up to fourfold).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20']

/** Everything the bundle is made from: a newer file here means the bundle is stale. */
const sources = [
  join(root, 'src', 'server'),
  join(root, 'src', 'domain'),
  join(root, 'package.json'),
]

function newestMtime(path) {
  let stats
  try {
    stats = statSync(path)
  } catch {
    return 0
  }
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

export function serverBundleIsStale() {
  let built
  try {
    built = statSync(serverBundle).mtimeMs
  } catch {
    return true
  }
  return sources.some((source) => newestMtime(source) > built)
}

/** Bundles the server into `outfile` (dist/server/main.js; the bench and the crash test use others). */
export async function buildServer(outfile = serverBundle) {
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
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer()
  console.log(`Built ${serverBundle}`)
}
