// `npm ci --omit=dev && npm start` must work: every package that `npm start` builds or runs with is a
// dependency; what only tests, benches and tooling use may be a devDependency, but must be declared.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { root } from '../../scripts/build-server.mjs'

type PackageJson = {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson

const isTest = (path: string) => /\.test\.tsx?$|[\\/](test|testing|fuzz|crash)[\\/]/.test(path)

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name)))
}

/** The package names a source file imports (static, dynamic and CSS `@import`), without builtins. */
export function importedPackages(source: string, isCss = false): string[] {
  // TypeScript's own scanner: it skips comments and strings that merely look like imports.
  const specifiers = isCss
    ? [...source.matchAll(/^@import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!)
    : ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName)
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:'))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!))
    .filter((name) => !builtinModules.includes(name))
}

function undeclared(paths: string[], declared: Record<string, string>): string[] {
  const missing = new Set<string>()
  for (const path of paths.flatMap((p) => filesUnder(join(root, p)))) {
    if (!/\.(m?[jt]sx?|css)$/.test(path)) continue
    for (const name of importedPackages(readFileSync(path, 'utf8'), path.endsWith('.css'))) {
      if (!(name in declared)) missing.add(`${name} (${relative(root, path)})`)
    }
  }
  return [...missing].sort()
}

describe('declared dependencies', () => {
  it('reads package names from imports', () => {
    const source = [
      "import { a } from 'vite'",
      "import type { B } from '@tanstack/react-query/build'",
      "const c = await import('esbuild')",
      "import 'side-effect'",
      "// a comment that says from 'me'",
      'const text = "from \'them\'"',
      "import { join } from 'node:path'",
      "import { x } from './local'",
      "import fs from 'fs'",
    ].join('\n')
    expect(importedPackages(source).sort()).toEqual(
      ['@tanstack/react-query', 'esbuild', 'side-effect', 'vite'].sort(),
    )
    expect(importedPackages("@import 'tailwindcss';\n.a { color: red }", true)).toEqual([
      'tailwindcss',
    ])
  })

  it('has everything `npm start` builds and runs in dependencies', () => {
    const startPaths = ['src/domain', 'src/web', 'src/server', 'scripts', 'vite.config.ts']
    const production = undeclared(startPaths, pkg.dependencies)
      // Test files and test helpers run under Vitest (a devDependency), not under `npm start`.
      .filter((entry) => !isTest(entry.slice(entry.indexOf('(') + 1, -1)))
    expect(production).toEqual([])
  })

  it('declares every package that tests, benches and tooling import', () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies }
    expect(undeclared(['src', 'scripts', 'bench', 'e2e'], all)).toEqual([])
    expect(
      undeclared(
        ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'drizzle.config.ts'],
        all,
      ),
    ).toEqual([])
  })
})
