// A form's values from a record: every field the form has, copied from the record where the record
// has it, the form's blank value where it has not (a new record, or a field the record lacks).
// Fields whose form value differs from the record's (a list of objects, '' for null) are mapped by
// the form beside this, so a plain text field needs no mapping of its own.
export function pickFormValues<V extends object>(blank: V, record: object | undefined): V {
  if (!record) return { ...blank }
  const source = record as Partial<Record<keyof V, unknown>>
  const values = { ...blank }
  for (const key of Object.keys(blank) as (keyof V)[]) {
    if (source[key] !== undefined && source[key] !== null) values[key] = source[key] as V[keyof V]
  }
  return values
}
