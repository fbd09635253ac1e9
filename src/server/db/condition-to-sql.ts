// The SQL meaning of a domain Condition (src/domain/shared/condition.ts). It must select exactly the
// rows `matches()` accepts: a missing value counts as null, and a comparison with a value the column
// cannot hold (a number against a text column, a malformed id) is simply false, never an SQL error.
import { eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
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
      // Null compares as unknown, which a WHERE treats as false, like the in-memory `typeof` check.
      return sql`COALESCE(${compare(column, condition.value)}, FALSE)`
    }
  }
}

/** Always TRUE or FALSE (never SQL null), so NOT of it is the in-memory negation. */
function equals(table: CollectionTable, field: string, value: Scalar): SQL {
  const column = columnOf(table, field)
  if (value === null) return sql`(${column} IS NULL)`
  if (!canHold(columnKind(column), value)) return FALSE
  return sql`COALESCE(${eq(column, value)}, FALSE)`
}

function inValues(table: CollectionTable, field: string, values: readonly Scalar[]): SQL {
  const column = columnOf(table, field)
  const kind = columnKind(column)
  const usable = values.filter((v) => v !== null && canHold(kind, v))
  const parts: SQL[] = []
  if (values.includes(null)) parts.push(sql`${column} IS NULL`)
  if (usable.length > 0) {
    parts.push(sql`COALESCE(${inArray(column, usable)}, FALSE)`)
  }
  return parts.length === 0 ? FALSE : sql`(${sql.join(parts, sql` OR `)})`
}
