// The business's time zone, in which time's days and weeks are counted.
import { withTimeZone } from '../../domain/settings/branding'
import { hostTimeZone } from '../../domain/settings/read-branding'
import type { StoreTx } from '../shared/store'

export async function businessZone(tx: StoreTx): Promise<string> {
  return withTimeZone(await tx.getBranding(), hostTimeZone()).time_zone
}
