// /forgot-password (server mode, issue #30): "Forgot password?" on the sign-in page. It asks for
// the e-mail address and answers what the server answers, the same whether or not the address has
// an account; too many asks show the server's refusal. The link arrives by e-mail and opens the
// set-password page.
import { useMutation, useQuery } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useLocation } from 'react-router'
import { z } from 'zod'
import { emailSchema } from '../../../domain/settings/team-user'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { forgotPasswordRequest, sessionQuery } from '../../data/session'
import { accessFor, homePath } from '../../lib/access'
import { showFormRefusal } from '../../lib/form-errors'
import { domainResolver } from '../../lib/form-resolver'
import { AppLoading } from '../app-loading'
import { AuthLayout, FormAlert } from './auth-layout'
import { AuthSubmitButton } from './auth-submit-button'
import { SIGN_IN_PATH } from './next-path'

const forgotForm = z.object({ email: emailSchema })
type ForgotValues = z.input<typeof forgotForm>

export function ForgotPasswordPage() {
  const session = useQuery(sessionQuery())
  const user = session.data?.user
  if (user) return <Navigate to={homePath(accessFor(user))} replace />
  if (session.isPending) return <AppLoading />
  return <ForgotPasswordForm />
}

function ForgotPasswordForm() {
  // The address typed on the sign-in page, if any, so it need not be typed again.
  const typed = (useLocation().state as { email?: unknown } | null)?.email
  const form = useForm<ForgotValues>({
    resolver: domainResolver(forgotForm),
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
  })
  const ask = useMutation({ mutationFn: forgotPasswordRequest, meta: { handlesErrors: true } })
  const onSubmit = form.handleSubmit((values) =>
    ask.mutate(values, { onError: showFormRefusal(form, ['email']) }),
  )
  const refusal = form.formState.errors.root?.server?.message
  const backToSignIn = (
    <Link to={SIGN_IN_PATH} className="text-sm font-medium underline underline-offset-4">
      Back to sign in
    </Link>
  )

  if (ask.isSuccess) {
    return (
      <AuthLayout title="Check your e-mail">
        <p role="status" className="text-sm">
          {ask.data.message}
        </p>
        <p className="text-sm text-muted-foreground">
          Nothing arrived? Look in the spam folder, or ask the owner of this workspace for a sign-in
          link.
        </p>
        {backToSignIn}
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the e-mail address you sign in with. We will e-mail you a link to choose a new password."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField form={form} name="email" id="forgot-email" label="Email">
          {(control) => (
            <Input {...control} type="email" autoComplete="username" autoFocus inputMode="email" />
          )}
        </FormField>
        <FormAlert message={refusal} />
        <AuthSubmitButton isBusy={ask.isPending} icon={Mail}>
          Send reset link
        </AuthSubmitButton>
        {backToSignIn}
      </form>
    </AuthLayout>
  )
}
