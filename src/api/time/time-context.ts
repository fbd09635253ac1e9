// What every time route needs first: the server's time store (the demo keeps no clock: 409) and the
// business's time zone, in which days and weeks are counted.
import { withTimeZone } from '../../domain/settings/branding'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { AppError } from '../../domain/shared/app-error'
import { TIME_NEEDS_THE_SERVER } from '../../domain/time/time-api'
import type { StoreTx } from '../shared/store'
import type { TimeTx } from './time-store'

export function timeOf(tx: StoreTx): TimeTx {
  if (!tx.time) throw new AppError('INVALID_STATE', TIME_NEEDS_THE_SERVER)
  return tx.time
}

export async function businessZoneOf(tx: StoreTx): Promise<string> {
  return withTimeZone(await tx.getBranding(), hostTimeZone()).time_zone
}
