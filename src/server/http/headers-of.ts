// A request's headers as the routes read them: one string per name (repeated ones joined).
import type { RouteInput } from '../../api/shared/route-types'

export function headersOf(
  raw: Record<string, string | string[] | undefined>,
): RouteInput['headers'] {
  const out: RouteInput['headers'] = {}
  for (const [name, value] of Object.entries(raw))
    out[name] = Array.isArray(value) ? value.join(', ') : value
  return out
}
