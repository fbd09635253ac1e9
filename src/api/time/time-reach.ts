// Whose time a caller may reach: every employee for a role granted `all`; a Crew user (`own`) only
// themself and the members of the crews they lead (crews.lead_employee_id). Anyone else answers as
// a missing employee, so an id tells them nothing.
import { scopeOf, type Permission } from '../../domain/access/permissions'
import { AppError } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import { NOT_YOUR_CREW } from '../../domain/time/time-api'
import type { Grant } from '../access/authorize'
import type { StoreTx } from '../shared/store'

/** 'all', or the ids the caller reaches. */
export type Reach = 'all' | ReadonlySet<string>

/** The caller's reach under `permission` (the demo, without accounts: all). */
export async function timeReach(
  tx: StoreTx,
  grant: Grant | undefined,
  permission: Permission = 'time:read',
): Promise<Reach> {
  const actor = grant?.actor ?? null
  if (actor === null) return 'all'
  const scope = scopeOf(actor.role, permission)
  if (scope === 'all') return 'all'
  if (scope === null || actor.employeeId === null) return new Set()
  const led = await tx.findAll('crews', eq('lead_employee_id', actor.employeeId))
  return new Set([actor.employeeId, ...led.flatMap((crew) => crew.members)])
}

export const reaches = (reach: Reach, employeeId: string): boolean =>
  reach === 'all' || reach.has(employeeId)

export function assertReaches(reach: Reach, employeeId: string): void {
  if (!reaches(reach, employeeId)) throw new AppError('NOT_FOUND', NOT_YOUR_CREW)
}

/** Whether the caller holds `permission` for every employee (the Owner's and the Office's). */
export const holdsAll = (grant: Grant | undefined, permission: Permission): boolean =>
  !grant?.actor || scopeOf(grant.actor.role, permission) === 'all'
