// The README is the front door and the guides live in docs/ (issue #29): every relative link of the
// README, docs/ and bench/README.md leads to a file that exists, and a link to a heading (#anchor)
// to a heading that exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..')

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1] ?? '')))
}

/** The relative links of a markdown text (code blocks and inline code left out). */
export function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target))
}

function brokenLinks(file: string): string[] {
  const broken: string[] = []
  for (const link of linksOf(readFileSync(file, 'utf8'))) {
    const [path = '', anchor] = link.split('#')
    const target = path === '' ? file : join(dirname(file), decodeURIComponent(path))
    const where = `${relative(ROOT, file)} -> ${link}`
    if (!existsSync(target)) broken.push(`${where}: no such file`)
    else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor))
      broken.push(`${where}: no such heading`)
  }
  return broken
}

describe('links of the README and docs/', () => {
  it('reads links and anchors as GitHub does', () => {
    expect(linksOf('See [a](docs/a.md#x), [b](https://x.org), `[c](nope.md)`.')).toEqual([
      'docs/a.md#x',
    ])
    expect(anchorOf('Running it for a team')).toBe('running-it-for-a-team')
    expect(anchorOf('Backup and restore: the archive')).toBe('backup-and-restore-the-archive')
  })

  it('finds a link to a missing file', () => {
    expect(linksOf('[gone](docs/gone.md)').map((link) => existsSync(join(ROOT, link)))).toEqual([
      false,
    ])
  })

  it('leads every relative link to a file and heading that exist', () => {
    const files = [
      join(ROOT, 'README.md'),
      join(ROOT, 'bench', 'README.md'),
      ...markdownFiles(join(ROOT, 'docs')),
    ]
    expect(files.length).toBeGreaterThan(10)
    expect(files.flatMap(brokenLinks)).toEqual([])
  })
})
