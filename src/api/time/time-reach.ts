// Whose time a caller reaches (issue #32 section 3): every employee with the permission for all; a
// Crew user (own scope) themself and the members of the crews they lead. Anyone else answers as a
// missing employee, so an id tells them nothing.
import { AppError } from '../../domain/shared/app-error'
import { eq, inList } from '../../domain/shared/condition'
import { NOT_YOUR_CREW } from '../../domain/time/time-api'
import type { Grant } from '../access/authorize'
import type { RowOf, StoreTx } from '../shared/store'

/** The crews `employeeId` leads, by name. */
export async function crewsLedBy(
  tx: StoreTx,
  employeeId: string | null,
): Promise<RowOf<'crews'>[]> {
  if (employeeId === null) return []
  const crews = await tx.findAll('crews', eq('lead_employee_id', employeeId))
  return crews.sort((a, b) => a.name.localeCompare(b.name))
}

/** The employees the caller reaches: null for every one. */
export async function reachOf(tx: StoreTx, grant: Grant | undefined): Promise<Set<string> | null> {
  if (grant?.scope !== 'own') return null
  const self = grant.actor?.employeeId ?? null
  const led = await crewsLedBy(tx, self)
  return new Set([...(self ? [self] : []), ...led.flatMap((c) => c.members)])
}

export const notYourCrew = () => new AppError('NOT_FOUND', NOT_YOUR_CREW)

/** The employees named, each one the caller reaches and one that exists (404 otherwise). */
export async function reachableEmployees(
  tx: StoreTx,
  grant: Grant | undefined,
  ids: readonly string[],
): Promise<RowOf<'employees'>[]> {
  const reach = await reachOf(tx, grant)
  if (reach && ids.some((id) => !reach.has(id))) throw notYourCrew()
  const unique = [...new Set(ids)]
  const rows = unique.length ? await tx.findAll('employees', inList('id', unique)) : []
  if (rows.length !== unique.length) throw notYourCrew()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return unique.map((id) => byId.get(id)!)
}
