// 'Add User' (Users & Roles): name, email and role of a new workspace user.
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import {
  createTeamUserInput,
  USER_ADDED,
  userRoles,
  type UserRole,
} from '../../../domain/settings/team-user'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { isApiError } from '../../data/api-error'
import { toastError, toastSuccess } from '../../lib/toast'
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
  const form = useForm<Values>({ defaultValues: blank })
  const { errors } = form.formState

  function showErrors(fields: Record<string, string>) {
    let isFirst = true
    for (const key of fieldNames) {
      if (!fields[key]) continue
      form.setError(key, { message: fields[key] }, { shouldFocus: isFirst })
      isFirst = false
    }
  }

  function onSubmit(values: Values) {
    const parsed = createTeamUserInput.safeParse(values)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      showErrors(fields)
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    createUser.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(USER_ADDED.title, USER_ADDED.description)
        form.reset(blank)
        onOpenChange(false)
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) showErrors(error.fields)
        toastError('Error', error.message)
      },
    })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(blank)
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>
            Give a team member a place in this workspace and a role.
          </DialogDescription>
        </DialogHeader>
        <form
          id="add-user-form"
          noValidate
          aria-label="Add user"
          onSubmit={form.handleSubmit(onSubmit)}
        >
          <FieldGroup>
            <Field invalid={!!errors.name}>
              <FieldLabel htmlFor="user-name">Name</FieldLabel>
              <Input
                id="user-name"
                autoComplete="off"
                aria-invalid={!!errors.name}
                aria-describedby={errors.name ? 'user-name-error' : undefined}
                {...form.register('name')}
              />
              <FieldError id="user-name-error">{errors.name?.message}</FieldError>
            </Field>
            <Field invalid={!!errors.email}>
              <FieldLabel htmlFor="user-email">Email</FieldLabel>
              <Input
                id="user-email"
                type="email"
                inputMode="email"
                autoComplete="off"
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? 'user-email-error' : undefined}
                {...form.register('email')}
              />
              <FieldError id="user-email-error">{errors.email?.message}</FieldError>
            </Field>
            <Field invalid={!!errors.role}>
              <FieldLabel htmlFor="user-role">Role</FieldLabel>
              <Select id="user-role" {...form.register('role')}>
                {userRoles.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </Select>
              <FieldError>{errors.role?.message}</FieldError>
            </Field>
          </FieldGroup>
        </form>
        <DialogFooter>
          <Button
            variant="outline"
            type="button"
            className="min-h-11 sm:min-h-9"
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            form="add-user-form"
            className="min-h-11 sm:min-h-9"
            disabled={createUser.isPending}
          >
            {createUser.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : null}
            Add User
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
