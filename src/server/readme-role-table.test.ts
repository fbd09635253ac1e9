// The README's role table is the one permissions.ts renders (scripts/role-table.ts writes it).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GRANTS, PERMISSIONS } from '../domain/access/permissions'
import {
  renderRoleTable,
  ROLE_TABLE_END,
  ROLE_TABLE_START,
  withRoleTable,
} from '../domain/access/role-table'
import { ROLES } from '../domain/access/roles'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

describe("the README's role table", () => {
  it('is the table permissions.ts renders (npm run docs:roles writes it)', () => {
    expect(readme).toContain(ROLE_TABLE_START)
    expect(readme).toContain(ROLE_TABLE_END)
    expect(withRoleTable(readme)).toBe(readme)
  })

  it('has a row for every permission and a readable cell for every role', () => {
    const rows = renderRoleTable()
      .split('\n')
      .filter((line) => /^\| [a-z-]+:[a-z]+ /.test(line))
    expect(rows).toHaveLength(PERMISSIONS.length)
    for (const [i, p] of PERMISSIONS.entries()) {
      const cells = rows[i]!.split('|')
        .slice(1, -1)
        .map((c) => c.trim())
      expect(cells[0]).toBe(p)
      expect(cells.slice(2)).toEqual(ROLES.map((role) => GRANTS[role][p] ?? '-'))
    }
    for (const line of renderRoleTable().split('\n')) {
      expect(line.length, line).toBeLessThanOrEqual(100)
    }
  })
})
