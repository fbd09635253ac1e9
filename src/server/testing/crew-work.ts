// A Crew user's own work in the sample data, worked out here from the seed (not by the server's
// code), for the tests that check what the server answers them.
import type { SeedData } from '../../domain/seed/seed'

/** A member of the first crew with jobs, their crews, their crews' jobs and a job of another crew. */
export function crewWorkIn(seed: SeedData) {
  const crew = seed.crews.find(
    (c) => c.members.length > 0 && seed.jobs.some((j) => j.assigned_crew_id === c.id),
  )
  if (!crew) throw new Error('the sample data has no crew with jobs')
  const employeeId = crew.members[0]!
  const crewIds = seed.crews.filter((c) => c.members.includes(employeeId)).map((c) => c.id)
  const own = seed.jobs.filter(
    (j) => j.assigned_crew_id !== null && crewIds.includes(j.assigned_crew_id),
  )
  const other = seed.jobs.find((j) => !own.includes(j))
  if (!other) throw new Error('the sample data has no job of another crew')
  return { employeeId, crewIds, own, other }
}
