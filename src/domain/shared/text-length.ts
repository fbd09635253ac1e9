// A text's length as zod's .max() measures it: in Unicode code points, not UTF-16 units, so a
// reader kept off zod (decision 030) refuses exactly the texts the schema refuses.

/** Whether `text` has more than `max` code points. A code point is one or two UTF-16 units: only a
 * text longer than `max` in units needs counting. */
export function isLongerThan(text: string, max: number): boolean {
  if (text.length <= max) return false
  let points = 0
  for (const _ of text) if (++points > max) return true
  return false
}
