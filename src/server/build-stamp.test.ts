// `npm start` builds the web app and the server bundle when they are missing or their sources changed
// since their last build (scripts/build-stamp.mjs): a content hash of the inputs, stamped beside the
// output after a successful build. Vite builds here are of a tiny project in a scratch folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { resolveConfig } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { root, serverBundleState } from '../../scripts/build-server.mjs'
import {
  hashInputs,
  readStamp,
  SERVER_BUILD_INPUTS,
  WEB_BUILD_INPUTS,
} from '../../scripts/build-stamp.mjs'
import { ensureWebBuild } from '../../scripts/build-web.mjs'
import { buildServerBundle } from './testing/server-process'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A scratch project root holding `files` (path -> content). */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'groundwork-stamp-'))
  dirs.push(dir)
  for (const [path, content] of Object.entries(files)) put(dir, path, content)
  return dir
}

function put(dir: string, path: string, content: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), content)
}

describe('hashInputs', () => {
  it('changes with the content or the name of an input, not with tests or other folders', () => {
    const dir = project({
      'src/web/main.ts': 'export const a = 1\n',
      'src/domain/rule.ts': 'export const b = 2\n',
      'src/server/app.ts': 'export const c = 3\n',
      'index.html': '<div id="root"></div>\n',
      'package-lock.json': '{}\n',
    })
    const web = hashInputs(dir, WEB_BUILD_INPUTS)
    const server = hashInputs(dir, SERVER_BUILD_INPUTS)
    expect(web).toMatch(/^[0-9a-f]{64}$/)
    expect(hashInputs(dir, WEB_BUILD_INPUTS)).toBe(web)

    put(dir, 'src/web/main.test.ts', 'test')
    put(dir, 'src/domain/rule.test.ts', 'test')
    put(dir, 'README.md', 'docs')
    expect(hashInputs(dir, WEB_BUILD_INPUTS)).toBe(web)
    expect(hashInputs(dir, SERVER_BUILD_INPUTS)).toBe(server)

    put(dir, 'src/server/app.ts', 'export const c = 4\n')
    expect(hashInputs(dir, WEB_BUILD_INPUTS)).toBe(web)
    expect(hashInputs(dir, SERVER_BUILD_INPUTS)).not.toBe(server)

    put(dir, 'package-lock.json', '{"lockfileVersion":3}\n')
    const afterInstall = hashInputs(dir, WEB_BUILD_INPUTS)
    expect(afterInstall).not.toBe(web)

    rmSync(join(dir, 'src/web/main.ts'))
    put(dir, 'src/web/main2.ts', 'export const a = 1\n')
    expect(hashInputs(dir, WEB_BUILD_INPUTS)).not.toBe(afterInstall)
  })
})

describe('ensureWebBuild (npm start)', () => {
  const buildStamp = pathToFileURL(join(root, 'scripts', 'build-stamp.mjs')).href
  const dir = project({
    'index.html': '<!doctype html><script type="module" src="/src/web/main.ts"></script>\n',
    'src/web/main.ts': "document.title = 'one'\n",
    'vite.config.mjs': `import { buildStampPlugin } from '${buildStamp}'
export default { plugins: [buildStampPlugin()], build: { outDir: 'dist/web' } }\n`,
  })
  const outDir = join(dir, 'dist', 'web')
  const indexFile = join(outDir, 'index.html')
  const lines: string[] = []
  const ensure = () =>
    ensureWebBuild({
      root: dir,
      configFile: join(dir, 'vite.config.mjs'),
      outDir,
      label: 'dist/web',
      log: (line) => lines.push(line),
    })

  it('builds a missing web app and stamps it with its sources', async () => {
    expect(await ensure()).toBe('missing')
    expect(lines.splice(0)).toEqual(['Building the web app into dist/web ...'])
    expect(readStamp(outDir)).toBe(hashInputs(dir, WEB_BUILD_INPUTS))
  })

  it('leaves it alone while the sources are unchanged, tests included', async () => {
    const built = statSync(indexFile).mtimeMs
    put(dir, 'src/web/main.test.ts', 'a test, which feeds no build')
    expect(await ensure()).toBe('current')
    expect(lines).toEqual([])
    expect(statSync(indexFile).mtimeMs).toBe(built)
  })

  it('rebuilds after a source changed, saying so', async () => {
    put(dir, 'src/web/main.ts', "document.title = 'two'\n")
    expect(await ensure()).toBe('changed')
    expect(lines.splice(0)).toEqual([
      'Sources changed since the last build: rebuilding the web app into dist/web ...',
    ])
    expect(readStamp(outDir)).toBe(hashInputs(dir, WEB_BUILD_INPUTS))
    expect(await ensure()).toBe('current')
  })

  it('leaves no stamp when the build fails, so the next start tries again', async () => {
    put(dir, 'src/web/main.ts', 'document.title = (\n')
    await expect(ensure()).rejects.toThrow()
    expect(readStamp(outDir)).toBeNull()
    put(dir, 'src/web/main.ts', "document.title = 'three'\n")
    lines.splice(0)
    expect(await ensure()).toBe('changed')
    expect(readFileSync(join(outDir, '.build-stamp'), 'utf8')).toBe(
      `${hashInputs(dir, WEB_BUILD_INPUTS)}\n`,
    )
  })

  it('leaves no stamp when a later plugin fails after the bundle was written', async () => {
    put(dir, 'src/web/main.ts', "document.title = 'four'\n")
    put(
      dir,
      'vite.failing.mjs',
      `import config from './vite.config.mjs'
const failing = { name: 'failing', closeBundle: async () => { throw new Error('precompress failed') } }
export default { ...config, plugins: [...config.plugins, failing] }\n`,
    )
    const configFile = join(dir, 'vite.failing.mjs')
    await expect(ensureWebBuild({ root: dir, configFile, outDir, log: () => {} })).rejects.toThrow(
      'precompress failed',
    )
    expect(readStamp(outDir)).toBeNull()
  })

  it("is what the app's vite.config.ts stamps its builds with", async () => {
    const config = await resolveConfig(
      { root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' },
      'build',
    )
    expect(config.plugins.map((plugin) => plugin.name)).toContain('groundwork-build-stamp')
  })
})

describe('serverBundleState (npm start)', () => {
  it('is current right after buildServer, changed once a server source differs', async () => {
    const bundle = await buildServerBundle()
    try {
      expect(serverBundleState(bundle.entry)).toBe('current')
      // The same bundle judged against a project whose server sources differ.
      const other = project({ 'src/server/main.ts': 'export {}\n' })
      expect(serverBundleState(bundle.entry, other)).toBe('changed')
      expect(serverBundleState(join(other, 'dist/server/main.js'), other)).toBe('missing')
    } finally {
      bundle.remove()
    }
  }, 120_000)
})
