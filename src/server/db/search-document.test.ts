// Keeps each trigram index of schema.ts on exactly the fields its list searches: a list whose search
// fields changed without its index would still answer rightly, only slowly (list-sql.ts hasSearchIndex).
import { PgDialect, getTableConfig } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { resources } from '../../domain/resources'
import { columnOf } from './columns'
import { hasSearchIndex } from './list-sql'
import { searchIndexExpression } from './search-document'
import { tableFor } from './sql-tx'

const dialect = new PgDialect()
const text = (chunk: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(chunk).sql

describe('search indexes', () => {
  it.each(resources.map((r) => [r.name, r] as const))('%s: indexes its search fields', (_, def) => {
    const table = tableFor(def.name)
    const config = getTableConfig(table)
    const index = config.indexes.find((i) => i.config.name === `${config.name}_search_idx`)
    if (!index) {
      expect(hasSearchIndex(table)).toBe(false)
      return
    }
    expect(hasSearchIndex(table)).toBe(true)
    expect(def.list.search.length).toBeGreaterThan(0)
    expect(index.config.method).toBe('gin')
    const columns = def.list.search.map((field) => columnOf(table, field))
    const [expression] = index.config.columns
    expect(text(expression as Parameters<PgDialect['sqlToQuery']>[0])).toBe(
      text(searchIndexExpression(columns)),
    )
  })

  it('covers the collections that grow large', () => {
    for (const name of ['persons', 'companies', 'jobs', 'invoices', 'leads', 'messages']) {
      expect(hasSearchIndex(tableFor(name))).toBe(true)
    }
  })
})
