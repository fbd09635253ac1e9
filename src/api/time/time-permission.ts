// Whether a caller holds a time permission for every employee (the Owner's and the Office's
// time:manage), or at all; the demo, without accounts, holds every one.
import { scopeOf, type Permission } from '../../domain/access/permissions'
import type { Grant } from '../access/authorize'

export const holdsForAll = (grant: Grant | undefined, permission: Permission): boolean =>
  !grant?.actor || scopeOf(grant.actor.role, permission) === 'all'

export const holds = (grant: Grant | undefined, permission: Permission): boolean =>
  !grant?.actor || scopeOf(grant.actor.role, permission) !== null
