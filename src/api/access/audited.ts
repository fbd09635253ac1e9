// The audit entry of a change, written in the change's own transaction (route-types.ts `auditIn`).
import type { RouteInput, RouteResult } from '../shared/route-types'
import type { StoreTx } from '../shared/store'

/** `result`, once the route's audit entry (if it has one) is written by `tx`. */
export const audited = (
  tx: StoreTx,
  input: RouteInput,
  result: RouteResult,
): Promise<RouteResult> => input.auditIn?.(tx, result) ?? Promise.resolve(result)
