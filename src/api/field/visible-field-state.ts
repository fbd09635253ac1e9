// A job's timer as the caller may see it: location stamps of Start and Finish go to the office
// (time:manage) only; a Crew or Foreman user never sees where anyone was (issue #32 section 3).
import { can } from '../../domain/access/permissions'
import type { FieldState } from '../../domain/field/job-activity'
import type { Grant } from '../access/authorize'

/** Whether the caller may see location stamps (the demo keeps none; it has no accounts). */
export const seesLocations = (grant: Grant | undefined): boolean => {
  const role = grant?.actor?.role
  return role === undefined ? grant?.isAnonymous === false : can(role, 'time:manage')
}

export function visibleFieldState(state: FieldState, grant: Grant | undefined): FieldState {
  if (seesLocations(grant)) return state
  return { ...state, activity: state.activity.map(({ location: _location, ...rest }) => rest) }
}
