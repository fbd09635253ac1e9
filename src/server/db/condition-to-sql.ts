// The SQL meaning of a domain Condition (src/domain/shared/condition.ts). It must select exactly the
// rows `matches()` accepts: a missing value counts as null, and a comparison with a value the column
// cannot hold (a number against a text column, a malformed id) is simply false, never an SQL error.
// Comparisons stay plain `column op value` (never wrapped in a function) so an index can serve them.
import { eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Condition, Scalar } from '../../domain/shared/condition'
import { canHold, columnKind, columnOf } from './columns'
import type { CollectionTable } from './tables'

const TRUE = sql`TRUE`
const FALSE = sql`FALSE`

export function conditionToSql(table: CollectionTable, condition: Condition): SQL {
  switch (condition.op) {
    case 'and':
    case 'or': {
      if (condition.conditions.length === 0) return condition.op === 'and' ? TRUE : FALSE
      const parts = condition.conditions.map((c) => conditionToSql(table, c))
      return sql`(${sql.join(parts, condition.op === 'and' ? sql` AND ` : sql` OR `)})`
    }
    case 'eq':
      return equals(table, condition.field, condition.value)
    case 'neq':
      return sql`(NOT ${equals(table, condition.field, condition.value)})`
    case 'in':
      return inValues(table, condition.field, condition.values)
    case 'notIn':
      return sql`(NOT ${inValues(table, condition.field, condition.values)})`
    case 'contains': {
      const column = columnOf(table, condition.field)
      if (columnKind(column) !== 'array' || typeof condition.value !== 'string') return FALSE
      return sql`(${condition.value}::text = ANY(${column}))`
    }
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const column = columnOf(table, condition.field)
      if (columnKind(column) !== 'number' || !Number.isFinite(condition.value)) return FALSE
      const compare = { lt, lte, gt, gte }[condition.op]
      // Null is never less or greater, like the in-memory `typeof` check.
      return definite(column, compare(column, condition.value))
    }
  }
}

/** Always TRUE or FALSE (never SQL null), so NOT of it is the in-memory negation. */
function equals(table: CollectionTable, field: string, value: Scalar): SQL {
  const column = columnOf(table, field)
  if (value === null) return sql`(${column} IS NULL)`
  if (!canHold(columnKind(column), value)) return FALSE
  return definite(column, eq(column, value))
}

function inValues(table: CollectionTable, field: string, values: readonly Scalar[]): SQL {
  const column = columnOf(table, field)
  const kind = columnKind(column)
  const usable = values.filter((v) => v !== null && canHold(kind, v))
  const parts: SQL[] = []
  if (values.includes(null)) parts.push(sql`${column} IS NULL`)
  if (usable.length > 0) {
    parts.push(definite(column, inArray(column, usable)))
  }
  return parts.length === 0 ? FALSE : sql`(${sql.join(parts, sql` OR `)})`
}

/**
 * A comparison with a non-null value made TRUE or FALSE, never SQL null (so NOT of it is the
 * in-memory negation): on a NOT NULL column it already is; otherwise a null column counts as FALSE.
 */
function definite(column: AnyPgColumn, comparison: SQL): SQL {
  return column.notNull ? sql`(${comparison})` : sql`(${column} IS NOT NULL AND ${comparison})`
}
