// A time entry as a caller sees it: location stamps are shown to whoever manages time only.
import { can } from '../../domain/access/permissions'
import type { TimeEntry } from '../../domain/time/time-api'
import type { Grant } from '../access/authorize'

export const visibleEntry = (grant: Grant | undefined, entry: TimeEntry): TimeEntry =>
  grant?.actor && can(grant.actor.role, 'time:manage')
    ? entry
    : { ...entry, start_location: null, end_location: null }
