// Finds the project's root directory from wherever this code runs (src/server under tsx or vitest,
// dist/server as a bundle), so the committed drizzle/ folder and dist/web are found from both.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE_NAME = 'groundwork'

export function findPackageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from)
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && readName(manifest) === PACKAGE_NAME) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No ${PACKAGE_NAME} package.json above ${from}`)
    dir = parent
  }
}

function readName(manifest: string): unknown {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name
  } catch {
    return undefined
  }
}

export const migrationsFolder = (): string => join(findPackageRoot(), 'drizzle')
export const webAppFolder = (): string => join(findPackageRoot(), 'dist', 'web')
