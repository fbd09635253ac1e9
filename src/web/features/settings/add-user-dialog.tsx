// 'Add User' (Users & Roles): name, email and role of a new workspace user.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
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
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
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

  function onSubmit(input: z.output<typeof createTeamUserInput>) {
    createUser.mutate(input, {
      onSuccess: () => {
        toastSuccess(USER_ADDED.title, USER_ADDED.description)
        form.reset(blank)
        onOpenChange(false)
      },
      onError: toastSaveError(form, fieldNames),
    })
  }

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
      onSubmit={form.handleSubmit(onSubmit, toastRefusedForm(fieldNames))}
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
