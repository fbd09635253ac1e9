// No module of ours imports itself through others (issue #29): each folder is a room that can be
// understood, moved or split on its own. Type-only imports count too: a cycle of types is a cycle
// of concepts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx)$/
const TEST = /\.test\.tsx?$/
const SPECIFIER =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bexport\s+\*\s+from\s+)['"](\.{1,2}\/[^'"\n]+)['"]/g

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return SOURCE.test(name) && !TEST.test(name) ? [path] : []
  })
}

function resolveImport(from: string, specifier: string): string | null {
  const base = normalize(join(dirname(from), specifier))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null
}

/** The import graph of src (tests left out), as file -> the files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => resolveImport(file, match[1] ?? ''))
      .filter((target): target is string => target !== null && SOURCE.test(target))
    graph.set(file, targets)
  }
  return graph
}

/** The strongly connected components of more than one file (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    for (;;) {
      const member = stack.pop()!
      onStack.delete(member)
      component.push(member)
      if (member === node) break
    }
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']])
  })

  it('has none in src', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(300)
    const cycles = cyclesOf(graph).map((files) => files.map((file) => relative(ROOT, file)))
    expect(cycles).toEqual([])
  })
})
