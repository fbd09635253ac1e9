// 'Add User' (Users & Roles): name, email and role of a new workspace user.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  createTeamUserInput,
  USER_ADDED,
  userRoles,
  type UserRole,
} from '../../../domain/settings/team-user'
import { FormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateUser } from './api'

type Values = { name: string; email: string; role: UserRole }
const fieldNames = ['name', 'email', 'role'] as const
const blank: Values = { name: '', email: '', role: 'Office' }

export function AddUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const createUser = useCreateUser()
  const form = useForm({ defaultValues: blank, resolver: zodResolver(createTeamUserInput) })

  const onSubmit = submitForm(form, fieldNames, createUser.mutate, () => {
    toastSuccess(USER_ADDED.title, USER_ADDED.description)
    form.reset(blank)
    onOpenChange(false)
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(blank)
        onOpenChange(next)
      }}
      title="Add User"
      description="Give a team member a place in this workspace and a role."
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
    </FormDialog>
  )
}
