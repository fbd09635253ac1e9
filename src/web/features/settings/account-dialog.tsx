// Account (server mode, opened from the sidebar's user card): the signed-in user changes their own
// name, and their password (current, new, new again); changing it signs out their other sessions;
// and which notifications they get, in the app and by e-mail.
import { KeyRound, Save, type LucideIcon } from 'lucide-react'
import type { FormEventHandler, ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { passwordSchema } from '../../../domain/access/password'
import { OFFICE_ROLES } from '../../../domain/notifications/notification'
import { requiredText } from '../../../domain/shared/fields'
import { BusyIcon } from '../../components/busy-icon'
import { FormField } from '../../components/form-field'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Input } from '../../components/ui/input'
import { Separator } from '../../components/ui/separator'
import { useAccess } from '../../lib/access'
import { placeApiErrors } from '../../lib/form-errors'
import { domainResolver } from '../../lib/form-resolver'
import { withConfirmation } from '../../lib/password-confirmation'
import { toastError, toastSuccess } from '../../lib/toast'
import { useChangePassword, useRenameMe } from './api'
import { NotificationPreferences } from './notification-preferences'

const nameForm = z.object({ name: requiredText('Name', 100) })
type NameValues = z.input<typeof nameForm>

const passwordForm = withConfirmation(
  {
    current_password: z.string().min(1, 'Current password is required'),
    new_password: passwordSchema,
  },
  'new_password',
)
type PasswordValues = z.input<typeof passwordForm>
const passwordFields = ['current_password', 'new_password', 'confirm'] as const

/** The API's field messages under their inputs; the rest in an 'Error' toast. */
function showRefusal<V extends NameValues | PasswordValues>(
  form: Parameters<typeof placeApiErrors<V>>[0],
  names: Parameters<typeof placeApiErrors<V>>[2],
) {
  return (error: Error) => {
    const message = placeApiErrors(form, error, names)
    if (message !== undefined) toastError('Error', message)
  }
}

export function AccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? <AccountForms /> : null}
      </DialogContent>
    </Dialog>
  )
}

function AccountForms() {
  const { actor } = useAccess()
  // The office's notices go to these roles only (notify-office.ts).
  const isOffice = (OFFICE_ROLES as readonly string[]).includes(actor.role)
  return (
    <>
      <DialogHeader>
        <DialogTitle>Account</DialogTitle>
        <DialogDescription>
          Signed in as {actor.email} ({actor.role}).
        </DialogDescription>
      </DialogHeader>
      <NameForm name={actor.name} />
      <Separator />
      <PasswordForm />
      {isOffice ? (
        <>
          <Separator />
          <NotificationPreferences />
        </>
      ) : null}
    </>
  )
}

function NameForm({ name }: { name: string }) {
  const rename = useRenameMe()
  const form = useForm<NameValues>({ resolver: domainResolver(nameForm), defaultValues: { name } })
  const onSubmit = form.handleSubmit((values) =>
    rename.mutate(values, {
      onSuccess: ({ user }) => {
        form.reset({ name: user.name })
        toastSuccess('Name saved', `You are now ${user.name}`)
      },
      onError: showRefusal(form, ['name']),
    }),
  )
  return (
    <AccountSection
      title="Your name"
      onSubmit={onSubmit}
      submit={{ label: 'Save name', icon: Save, isBusy: rename.isPending, variant: 'outline' }}
    >
      <FormField form={form} name="name" id="account-name" label="Name">
        {(control) => <Input autoComplete="name" {...control} />}
      </FormField>
    </AccountSection>
  )
}

const blankPasswords: PasswordValues = { current_password: '', new_password: '', confirm: '' }

function PasswordForm() {
  const changePassword = useChangePassword()
  const form = useForm<PasswordValues>({
    resolver: domainResolver(passwordForm),
    defaultValues: blankPasswords,
  })
  const onSubmit = form.handleSubmit(({ current_password, new_password }) =>
    changePassword.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.reset(blankPasswords)
          toastSuccess('Password changed', 'Your other devices were signed out')
        },
        onError: showRefusal(form, passwordFields),
      },
    ),
  )
  const { email } = useAccess().actor
  return (
    <AccountSection
      title="Change password"
      onSubmit={onSubmit}
      submit={{ label: 'Change password', icon: KeyRound, isBusy: changePassword.isPending }}
    >
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <FormField form={form} name="current_password" id="account-current" label="Current password">
        {(control) => <Input type="password" autoComplete="current-password" {...control} />}
      </FormField>
      <FormField
        form={form}
        name="new_password"
        id="account-new"
        label="New password"
        description="At least 10 characters. Your other devices will be signed out."
      >
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </FormField>
      <FormField form={form} name="confirm" id="account-confirm" label="Confirm new password">
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </FormField>
    </AccountSection>
  )
}

/** One of the dialog's forms: its heading (also its name), its fields, its own submit button. */
function AccountSection({
  title,
  onSubmit,
  submit,
  children,
}: {
  title: string
  onSubmit: FormEventHandler<HTMLFormElement>
  submit: { label: string; icon: LucideIcon; isBusy: boolean; variant?: 'outline' }
  children: ReactNode
}) {
  return (
    <form noValidate aria-label={title} onSubmit={onSubmit} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
      <Button
        type="submit"
        variant={submit.variant}
        className="min-h-11 self-end sm:min-h-9"
        disabled={submit.isBusy}
      >
        <BusyIcon isBusy={submit.isBusy} icon={submit.icon} />
        {submit.label}
      </Button>
    </form>
  )
}
