// Text the stores can keep exactly: PostgreSQL refuses the NUL character in text and JSON, and an
// unpaired UTF-16 surrogate cannot be encoded as UTF-8 (it would come back as U+FFFD). Requests are
// checked once, before any route runs, so both transports refuse the same input the same way.

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSTORABLE_TEXT_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates (invalid Unicode)'

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text)
}

/**
 * The dotted path of the first string (value or object key) in a JSON-like value that cannot be
 * stored, or null when all can. Walks with its own stack, so deeply nested input cannot overflow it.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path } = item
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key))
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path || '_'
    } else if (Array.isArray(current)) {
      current.forEach((element, index) => stack.push({ value: element, path: at(index) }))
    } else if (current !== null && typeof current === 'object') {
      for (const [key, element] of Object.entries(current)) {
        if (!isStorableText(key)) return path || '_'
        stack.push({ value: element, path: at(key) })
      }
    }
  }
  return null
}
