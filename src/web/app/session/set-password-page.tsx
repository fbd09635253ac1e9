// The page of a one-time set-password link (server mode, issue #20): the Owner sends a new user
// `/set-password#<token>` (Users & Roles); they choose their password here and are signed in. The
// token stays in the fragment, which the browser never sends in a URL; it goes in a request body.
import { useQuery } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { z } from 'zod'
import { MIN_PASSWORD, passwordSchema } from '../../../domain/access/password'
import { BusyIcon } from '../../components/busy-icon'
import { FormField } from '../../components/form-field'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { setPasswordLinkQuery } from '../../data/session'
import { accessFor, homePath } from '../../lib/access'
import { domainResolver } from '../../lib/form-resolver'
import { AppLoading } from '../app-loading'
import { AuthLayout, FormAlert } from './auth-layout'
import { SIGN_IN_PATH } from './next-path'
import { useSetPassword } from './use-session-actions'

const setPasswordForm = z.object({ password: passwordSchema })
type SetPasswordValues = z.input<typeof setPasswordForm>

export function SetPasswordPage() {
  const token = useLocation().hash.replace(/^#/, '')
  const link = useQuery({ ...setPasswordLinkQuery(token), enabled: token !== '' })

  if (token !== '' && link.isPending) return <AppLoading />
  if (!link.data) {
    return (
      <AuthLayout title="Set your password">
        <FormAlert
          message={
            link.error?.message ??
            'This link is incomplete. Open the whole link you were sent, or ask the owner for a new one.'
          }
        />
        <Link to={SIGN_IN_PATH} className="text-sm font-medium underline underline-offset-4">
          Go to sign in
        </Link>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title="Set your password"
      description={`${link.data.name} (${link.data.email}): choose the password you will sign in with.`}
    >
      <SetPasswordForm token={token} />
    </AuthLayout>
  )
}

function SetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const form = useForm<SetPasswordValues>({
    resolver: domainResolver(setPasswordForm),
    defaultValues: { password: '' },
  })
  const setPassword = useSetPassword()
  const onSubmit = form.handleSubmit(({ password }) =>
    setPassword.mutate(
      { token, password },
      {
        onSuccess: ({ user }) => void navigate(homePath(accessFor(user)), { replace: true }),
        onError: (error) => form.setError('root.server', { message: error.message }),
      },
    ),
  )
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField
        form={form}
        name="password"
        id="set-password"
        label="New password"
        description={`At least ${MIN_PASSWORD} characters.`}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" autoFocus />}
      </FormField>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" size="lg" className="min-h-11 w-full" disabled={setPassword.isPending}>
        <BusyIcon isBusy={setPassword.isPending} icon={KeyRound} />
        Set password and sign in
      </Button>
    </form>
  )
}
