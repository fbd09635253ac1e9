// The sign-in page (server mode, issue #20): e-mail and password, then the page first asked for.
// A refusal (wrong e-mail or password, too many tries) shows under the form and is announced;
// "Forgot password?" asks for a reset link by e-mail (issue #30).
import { useQuery } from '@tanstack/react-query'
import { LogIn } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, Navigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { emailSchema } from '../../../domain/settings/team-user'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { sessionQuery, setupRequiredQuery } from '../../data/session'
import { accessFor, homePath } from '../../lib/access'
import { domainResolver } from '../../lib/form-resolver'
import { AppLoading } from '../app-loading'
import { AuthLayout, FormAlert } from './auth-layout'
import { AuthSubmitButton } from './auth-submit-button'
import { FORGOT_PASSWORD_PATH, safeNextPath, SETUP_PATH } from './next-path'
import { useSignIn } from './use-session-actions'

const signInForm = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
})
type SignInValues = z.input<typeof signInForm>

export function SignInPage() {
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  const session = useQuery(sessionQuery())
  const user = session.data?.user
  const setup = useQuery({ ...setupRequiredQuery(), enabled: session.isSuccess && !user })

  // Signed in (now, or already): on to the page first asked for.
  if (user) return <Navigate to={next ?? homePath(accessFor(user))} replace />
  if (setup.data === true) return <Navigate to={SETUP_PATH} replace />
  if (session.isPending) return <AppLoading />
  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to your workspace.">
      <SignInForm />
    </AuthLayout>
  )
}

function SignInForm() {
  const form = useForm<SignInValues>({
    resolver: domainResolver(signInForm),
    defaultValues: { email: '', password: '' },
  })
  const signIn = useSignIn()
  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => form.setError('root.server', { message: error.message }),
    }),
  )
  const refusal = form.formState.errors.root?.server?.message
  // Carried to "Forgot password?", so the address need not be typed twice.
  const email = useWatch({ control: form.control, name: 'email' })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField form={form} name="email" id="signin-email" label="Email">
        {(control) => (
          <Input {...control} type="email" autoComplete="username" autoFocus inputMode="email" />
        )}
      </FormField>
      <div className="flex flex-col gap-2">
        <FormField form={form} name="password" id="signin-password" label="Password">
          {(control) => <Input {...control} type="password" autoComplete="current-password" />}
        </FormField>
        <Link
          to={FORGOT_PASSWORD_PATH}
          state={{ email }}
          className="self-end py-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <FormAlert message={refusal} />
      <AuthSubmitButton isBusy={signIn.isPending} icon={LogIn}>
        Sign in
      </AuthSubmitButton>
    </form>
  )
}
