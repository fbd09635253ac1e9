// 'Add User' (Users & Roles): name, email, role and employee record of a new workspace user. A Crew
// user must be linked to their employee record (their crews' jobs are their own work), in both
// modes. In server mode a user is an account: their one-time sign-in link is shown as soon as they
// are added (users-page.tsx).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import type { Employee } from '../../../domain/team/employee'
import {
  createTeamUserInput,
  USER_ADDED,
  userRoles,
  type CreateTeamUserInput,
  type TeamUser,
} from '../../../domain/settings/team-user'
import { FormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { RecordPickerField } from '../../components/record-picker-field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { isDemoMode } from '../../lib/env'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateUser } from './api'

// The picker's "none" is '': sent as null, and the API says when a Crew user needs one.
const addUserForm = createTeamUserInput.safeExtend({ employee_id: z.string() })
type Values = z.input<typeof addUserForm>
const fieldNames = ['name', 'email', 'role', 'employee_id'] as const
const blank: Values = { name: '', email: '', role: 'Office', employee_id: '' }

const toInput = (values: z.output<typeof addUserForm>): CreateTeamUserInput => ({
  ...values,
  employee_id: values.employee_id === '' ? null : values.employee_id,
})

const employeeName = (employee: Employee) => employee.name

export function AddUserDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the user is saved and the dialog has closed. */
  onAdded?: (user: TeamUser) => void
}) {
  const createUser = useCreateUser()
  const form = useForm<Values, unknown, z.output<typeof addUserForm>>({
    defaultValues: blank,
    resolver: zodResolver(addUserForm),
  })
  const role = useWatch({ control: form.control, name: 'role' })

  const onSubmit = submitForm<Values, z.output<typeof addUserForm>, TeamUser>(
    form,
    fieldNames,
    (values, callbacks) => createUser.mutate(toInput(values), callbacks),
    (user) => {
      toastSuccess(USER_ADDED.title, USER_ADDED.description)
      form.reset(blank)
      onOpenChange(false)
      onAdded?.(user)
    },
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(blank)
        onOpenChange(next)
      }}
      title="Add User"
      description={
        isDemoMode
          ? 'Give a team member a place in this workspace and a role.'
          : 'Give a team member an account and a role. You get a sign-in link to send them.'
      }
      formLabel="Add user"
      submitLabel="Add User"
      isSaving={createUser.isPending}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="name" id="user-name" label="Name">
        {(control) => <Input autoComplete="off" {...control} />}
      </FormField>
      <FormField form={form} name="email" id="user-email" label="Email">
        {(control) => <Input type="email" inputMode="email" autoComplete="off" {...control} />}
      </FormField>
      <FormField form={form} name="role" id="user-role" label="Role">
        {(control) => (
          <Select {...control}>
            {userRoles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <RecordPickerField<Values, Employee, z.output<typeof addUserForm>>
        form={form}
        name="employee_id"
        id="user-employee"
        label="Employee"
        description={
          role === 'Crew'
            ? 'Required for Crew: they see the jobs of this employee’s crews.'
            : 'Optional: the employee record of this user.'
        }
        collection="employees"
        getLabel={employeeName}
        renderDetail={(employee) => employee.role}
        placeholder="Select an employee..."
        noneLabel="No employee"
        searchLabel="Search employees"
        emptyText="No employees found"
      />
    </FormDialog>
  )
}
