// A user's employee record (Users & Roles): the Crew role needs one (their crews' jobs are their own
// work), so choosing Crew for a user without one asks for it here, and the Owner can change it.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import type { TeamUser, UserRole } from '../../../domain/settings/team-user'
import type { Employee } from '../../../domain/team/employee'
import { FormDialogBody, FormDialogFrame } from '../../components/form-dialog'
import { RecordPickerField } from '../../components/record-picker-field'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useChangeUserEmployee } from './api'

export type EmployeeChoice = { user: TeamUser; role?: UserRole }

const employeeForm = z.object({ employee_id: z.string() })
type Values = z.infer<typeof employeeForm>

export function UserEmployeeDialog({
  choice,
  onClose,
}: {
  choice: EmployeeChoice | null
  onClose: () => void
}) {
  return (
    <FormDialogFrame open={choice !== null} onOpenChange={(open) => !open && onClose()}>
      {choice ? <EmployeeForm key={choice.user.id} choice={choice} onDone={onClose} /> : null}
    </FormDialogFrame>
  )
}

function EmployeeForm({ choice, onDone }: { choice: EmployeeChoice; onDone: () => void }) {
  const { user, role } = choice
  const save = useChangeUserEmployee()
  const form = useForm<Values>({
    resolver: zodResolver(employeeForm),
    defaultValues: { employee_id: user.employee_id ?? '' },
  })
  const onSubmit = submitForm<Values, Values, TeamUser>(
    form,
    ['employee_id'],
    ({ employee_id }, callbacks) =>
      save.mutate({ user, employee_id: employee_id === '' ? null : employee_id, role }, callbacks),
    (saved) => {
      toastSuccess(
        role ? 'Role changed' : 'Employee record saved',
        role ? `${saved.name} is now ${saved.role}` : `${saved.name}'s employee record is saved`,
      )
      onDone()
    },
  )
  const isCrew = (role ?? user.role) === 'Crew'
  return (
    <FormDialogBody
      title={role ? `Make ${user.name} ${role}` : `Employee record of ${user.name}`}
      description={
        isCrew
          ? 'A Crew user sees the jobs of their employee record’s crews: choose theirs.'
          : 'The employee record of this user, if they have one.'
      }
      formLabel="Employee record"
      submitLabel="Save"
      isSaving={save.isPending}
      onCancel={onDone}
      onSubmit={onSubmit}
    >
      <RecordPickerField<Values, Employee>
        form={form}
        name="employee_id"
        id="user-employee-record"
        label="Employee"
        collection="employees"
        getLabel={(employee) => employee.name}
        renderDetail={(employee) => employee.role}
        placeholder="Select an employee..."
        noneLabel="No employee"
        searchLabel="Search employees"
        emptyText="No employees found"
      />
    </FormDialogBody>
  )
}
