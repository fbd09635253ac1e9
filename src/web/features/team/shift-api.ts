// Shift data for the employee's Schedule tab: the coming shifts, and adding, changing and deleting
// them. Every change also changes the employee's Hours This Week and Earnings (the summary).
import type { CreateShiftInput, PatchShiftInput } from '../../../domain/team/shift'
import { localTzOffset } from '../../data/list'
import {
  resourceQueries,
  ROWS_PAGE_SIZE,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
  type MutationSettings,
} from '../../data/resource'

/**
 * The refusal of an overlapping shift names the other one's time in the user's time zone; the
 * dialog puts it under its fields and in a toast.
 */
const shiftSettings: MutationSettings = {
  handlesErrors: true,
  request: () => ({ query: { tz: localTzOffset() } }),
}

export const shiftQueries = {
  upcoming: (employeeId: string) =>
    resourceQueries('shifts').rows(
      { employee_id: employeeId, filter: 'upcoming', sort: 'start' },
      ROWS_PAGE_SIZE,
    ),
}

// Every change also changes the employee's summary (resource-collections.ts), so the hooks need
// not be told whose shifts they change; the employee id stays in their signature for the callers.
export const useCreateShift = (_employeeId: string) =>
  useCreateRecord<'shifts', CreateShiftInput>('shifts', shiftSettings)

export const useUpdateShift = (_employeeId: string) =>
  useUpdateRecord(
    'shifts',
    (update: { id: string; patch: PatchShiftInput }) => update,
    shiftSettings,
  )

export const useDeleteShift = (_employeeId: string) => useDeleteRecord('shifts')
