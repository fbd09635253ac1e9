// First run (server mode, issue #20): while no account exists every page leads here. It names the
// business, creates the Owner's account (signed in at once) and, when asked, loads sample data;
// the business's time zone starts as the browser's (issue #30), as the Owner is most likely there.
import { useQuery } from '@tanstack/react-query'
import { Rocket } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, Navigate } from 'react-router'
import { setupInput, type SetupInput } from '../../../domain/access/setup-input'
import { hostTimeZone } from '../../../domain/settings/read-branding'
import { CheckboxField } from '../../components/checkbox-field'
import { FormField } from '../../components/form-field'
import { TimeZoneInput } from '../../components/time-zone-input'
import { Input } from '../../components/ui/input'
import { isApiError } from '../../data/api-error'
import { sessionQuery, setupRequiredQuery } from '../../data/session'
import { accessFor, homePath } from '../../lib/access'
import { showFormRefusal } from '../../lib/form-errors'
import { domainResolver } from '../../lib/form-resolver'
import { AppLoading } from '../app-loading'
import { AuthLayout, FormAlert } from './auth-layout'
import { AuthSubmitButton } from './auth-submit-button'
import { NewPasswordField } from './new-password-field'
import { SIGN_IN_PATH } from './next-path'
import { useSetUp } from './use-session-actions'

type SetupValues = Required<SetupInput>

const names = [
  'business_name',
  'owner_name',
  'email',
  'password',
  'time_zone',
  'sample_data',
] as const

export function SetupPage() {
  const session = useQuery(sessionQuery())
  const user = session.data?.user
  const setup = useQuery({ ...setupRequiredQuery(), enabled: session.isSuccess && !user })

  if (user) return <Navigate to={homePath(accessFor(user))} replace />
  if (setup.data === false) return <Navigate to={SIGN_IN_PATH} replace />
  if (session.isPending || setup.isPending) return <AppLoading />
  return (
    <AuthLayout
      title="Set up Groundwork"
      description="Create your business's workspace and your owner account."
    >
      <SetupForm />
    </AuthLayout>
  )
}

function SetupForm() {
  const form = useForm<SetupValues>({
    resolver: domainResolver(setupInput),
    defaultValues: {
      business_name: '',
      owner_name: '',
      email: '',
      password: '',
      // Nobody can have chosen the business's zone before its first account: offer this browser's.
      time_zone: hostTimeZone(),
      sample_data: true,
    },
  })
  const setUp = useSetUp()
  const onSubmit = form.handleSubmit((values) =>
    setUp.mutate(values, {
      // Field messages under their inputs; anything else (409: already set up) under the form.
      onError: showFormRefusal(form, names),
    }),
  )
  const refusal = form.formState.errors.root?.server?.message
  const isConflict = setUp.error && isApiError(setUp.error) && setUp.error.status === 409

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField form={form} name="business_name" id="setup-business" label="Business name">
        {(control) => <Input {...control} autoComplete="organization" autoFocus />}
      </FormField>
      <FormField form={form} name="owner_name" id="setup-name" label="Your name">
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      <FormField form={form} name="email" id="setup-email" label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <NewPasswordField form={form} name="password" id="setup-password" label="Password" />
      <FormField
        form={form}
        name="time_zone"
        id="setup-zone"
        label="Time zone"
        description="The business's day for documents and reminders; you can change it in Settings."
      >
        {(control) => <TimeZoneInput listId="setup-zones" {...control} />}
      </FormField>
      <CheckboxField form={form} name="sample_data" label="Include sample data to explore" />
      <FormAlert message={refusal}>
        {isConflict ? (
          <>
            {' '}
            <Link to={SIGN_IN_PATH} className="underline underline-offset-4">
              Go to sign in
            </Link>
          </>
        ) : null}
      </FormAlert>
      <AuthSubmitButton isBusy={setUp.isPending} icon={Rocket}>
        Create workspace
      </AuthSubmitButton>
    </form>
  )
}
