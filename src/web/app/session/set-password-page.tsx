// /set-password#<token> (server mode, issue #20): the page a user's one-time sign-in link (or an
// e-mailed reset link, issue #30) opens. It says whose link it is, asks for a new password twice
// and signs them in; a used or expired link says so and asks for nothing. The token stays in the address's fragment, never sent as a path.
import { useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import type { z } from 'zod'
import { passwordSchema } from '../../../domain/access/password'
import { LINK_UNUSABLE_MESSAGE } from '../../../domain/access/set-password-link'
import { FormField } from '../../components/form-field'
import { isNotFound } from '../../data/api-error'
import { setPasswordLinkQuery } from '../../data/session'
import { accessFor, homePath } from '../../lib/access'
import { showFormRefusal } from '../../lib/form-errors'
import { domainResolver } from '../../lib/form-resolver'
import { withConfirmation } from '../../lib/password-confirmation'
import { Input } from '../../components/ui/input'
import { AppLoading } from '../app-loading'
import { QueryError } from '../../components/query-error'
import { AuthLayout, FormAlert } from './auth-layout'
import { AuthSubmitButton } from './auth-submit-button'
import { NewPasswordField } from './new-password-field'
import { SIGN_IN_PATH } from './next-path'
import { useSetPassword } from './use-session-actions'

const setPasswordForm = withConfirmation({ password: passwordSchema }, 'password')
type SetPasswordValues = z.input<typeof setPasswordForm>

export function SetPasswordPage() {
  const token = useLocation().hash.replace(/^#/, '')
  const link = useQuery({ ...setPasswordLinkQuery(token), enabled: token !== '' })

  if (token === '') return <UnusableLink message={INCOMPLETE_LINK} />
  if (link.isError && isNotFound(link.error)) {
    return <UnusableLink message={link.error.message || LINK_UNUSABLE_MESSAGE} />
  }
  if (link.isError) {
    return (
      <AuthLayout title="Set your password">
        <QueryError error={link.error} onRetry={() => void link.refetch()} />
      </AuthLayout>
    )
  }
  if (link.isPending) return <AppLoading />
  const isReset = link.data.purpose === 'reset'
  return (
    <AuthLayout
      title={isReset ? 'Choose a new password' : 'Set your password'}
      description={
        isReset
          ? `${link.data.name} (${link.data.email}): choose a new password. You will be signed out everywhere else.`
          : `${link.data.name} (${link.data.email}): choose the password you will sign in with.`
      }
    >
      <SetPasswordForm token={token} email={link.data.email} />
    </AuthLayout>
  )
}

const INCOMPLETE_LINK =
  'This link is incomplete. Open the whole link you were sent, or ask the owner for a new one.'

function UnusableLink({ message }: { message: string }) {
  return (
    <AuthLayout title="This link can’t be used">
      <FormAlert message={message} />
      <Link to={SIGN_IN_PATH} className="text-sm font-medium underline underline-offset-4">
        Go to sign in
      </Link>
    </AuthLayout>
  )
}

function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate()
  const form = useForm<SetPasswordValues>({
    resolver: domainResolver(setPasswordForm),
    defaultValues: { password: '', confirm: '' },
  })
  const setPassword = useSetPassword()
  const onSubmit = form.handleSubmit(({ password }) =>
    setPassword.mutate(
      { token, password },
      {
        onSuccess: ({ user }) => void navigate(homePath(accessFor(user)), { replace: true }),
        onError: showFormRefusal(form, ['password']),
      },
    ),
  )
  const refusal = form.formState.errors.root?.server?.message

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordField
        form={form}
        name="password"
        id="set-password-new"
        label="New password"
        autoFocus
      />
      <FormField form={form} name="confirm" id="set-password-confirm" label="Confirm password">
        {(control) => <Input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <FormAlert message={refusal} />
      <AuthSubmitButton isBusy={setPassword.isPending} icon={KeyRound}>
        Set password and sign in
      </AuthSubmitButton>
    </form>
  )
}
