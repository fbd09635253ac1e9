// A tiny, named filter vocabulary: each list filter is a Condition tree that the server turns into
// SQL and the browser-only demo turns into a predicate, so both mean exactly the same thing.

export type Scalar = string | number | boolean | null

export type Condition =
  | { op: 'eq' | 'neq'; field: string; value: Scalar }
  | { op: 'lt' | 'lte' | 'gt' | 'gte'; field: string; value: number }
  | { op: 'in' | 'notIn'; field: string; values: readonly Scalar[] }
  | { op: 'contains'; field: string; value: string } // array field contains the value
  | { op: 'and' | 'or'; conditions: readonly Condition[] }

export const eq = (field: string, value: Scalar): Condition => ({ op: 'eq', field, value })
export const neq = (field: string, value: Scalar): Condition => ({ op: 'neq', field, value })
export const lt = (field: string, value: number): Condition => ({ op: 'lt', field, value })
export const gte = (field: string, value: number): Condition => ({ op: 'gte', field, value })
export const inList = (field: string, values: readonly Scalar[]): Condition => ({
  op: 'in',
  field,
  values,
})
export const and = (...conditions: Condition[]): Condition => ({ op: 'and', conditions })
export const or = (...conditions: Condition[]): Condition => ({ op: 'or', conditions })
/** The array `field` holds `value`. */
export const contains = (field: string, value: string): Condition => ({
  op: 'contains',
  field,
  value,
})

type Row = Record<string, unknown>

/** Evaluates a condition against a plain object (the demo's in-memory side). */
export function matches(row: Row, condition: Condition): boolean {
  switch (condition.op) {
    case 'and':
      return condition.conditions.every((c) => matches(row, c))
    case 'or':
      return condition.conditions.some((c) => matches(row, c))
    case 'eq':
      return (row[condition.field] ?? null) === condition.value
    case 'neq':
      return (row[condition.field] ?? null) !== condition.value
    case 'in':
      return condition.values.includes((row[condition.field] ?? null) as Scalar)
    case 'notIn':
      return !condition.values.includes((row[condition.field] ?? null) as Scalar)
    case 'contains': {
      const list = row[condition.field]
      return Array.isArray(list) && list.includes(condition.value)
    }
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const v = row[condition.field]
      if (typeof v !== 'number') return false
      if (condition.op === 'lt') return v < condition.value
      if (condition.op === 'lte') return v <= condition.value
      if (condition.op === 'gt') return v > condition.value
      return v >= condition.value
    }
  }
}
