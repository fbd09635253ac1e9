// A job's crew: assign one to a job without one, move it to another crew, or take it off, each with
// the job locked for the change.
import { assignCrew, reassignCrew, unassignCrew } from '../../domain/projects/job'
import { AppError } from '../../domain/shared/app-error'
import { getOrThrow, saveRow } from '../records/records'
import type { StoreTx } from '../shared/store'

export async function assignCrewCommand(tx: StoreTx, jobId: string, crewId: string) {
  const job = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  await crewOrThrow(tx, crewId)
  const { version, ...rest } = assignCrew(job, crewId)
  return saveRow(tx, 'jobs', rest, version)
}

async function crewOrThrow(tx: StoreTx, crewId: string): Promise<void> {
  if (!(await tx.get('crews', crewId))) {
    throw new AppError('VALIDATION', 'Crew not found for crew_id', {
      crew_id: 'Crew not found for crew_id',
    })
  }
}

export async function reassignCrewCommand(tx: StoreTx, jobId: string, crewId: string) {
  const job = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  await crewOrThrow(tx, crewId)
  const { version, ...rest } = reassignCrew(job, crewId)
  return saveRow(tx, 'jobs', rest, version)
}

export async function unassignCrewCommand(tx: StoreTx, jobId: string) {
  const job = await getOrThrow(tx, 'jobs', jobId, { forUpdate: true })
  const { version, ...rest } = unassignCrew(job)
  return saveRow(tx, 'jobs', rest, version)
}
