// Settings > Notifications, automatic follow-ups (issue #30 section 4, server mode): when unpaid
// invoices are reminded, sent estimates followed up and visits announced, and from which hour of the
// business's day. The Owner changes them; the Office reads them.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router'
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  followUpSettingsFormSchema,
  followUpSettingsSchema,
  ON_MY_WAY_SETTING_LABEL,
  type FollowUpSettings,
} from '../../../domain/mail/follow-up-settings'
import { CheckboxField } from '../../components/checkbox-field'
import { FormField } from '../../components/form-field'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { Skeleton } from '../../components/ui/skeleton'
import { brandingQuery } from '../../data/branding'
import { useCan } from '../../lib/access'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { useSaveFollowUpSettings, followUpSettingsQuery } from './follow-ups-api'
import { mailQueries } from './mail-api'

/** Every setting, in the order the form shows them (the schema's). */
const FIELD_NAMES = followUpSettingsSchema.keyof().options
type NumberName = {
  [K in keyof FollowUpSettings]: FollowUpSettings[K] extends number ? K : never
}[keyof FollowUpSettings]

export const FOLLOW_UPS_SAVED = {
  title: 'Follow-ups saved',
  description: 'Automatic e-mails follow the new settings from now on',
} as const

export const NO_MAIL_SERVER_FOR_FOLLOW_UPS =
  'No mail server is set up, so no automatic e-mail goes out: they go out only once one is (see Mail server above).'
export const FOLLOW_UPS_GO_OUT =
  'Automatic e-mails go out through the mail server above; each one appears in the outbox and on its record’s History.'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
export const hourLabel = (hour: number) => `${hour}:00`

/** The form's values: only the settings (the strict schema refuses anything else), defaults filled. */
const valuesOf = (answer: Partial<FollowUpSettings>): FollowUpSettings =>
  Object.fromEntries(
    FIELD_NAMES.map((name) => [name, answer[name] ?? DEFAULT_FOLLOW_UP_SETTINGS[name]]),
  ) as FollowUpSettings

type Form = UseFormReturn<FollowUpSettings>

function NumberField({
  form,
  name,
  id,
  label,
  description,
  max,
}: {
  form: Form
  name: NumberName
  id: string
  label: string
  description?: string
  max: number
}) {
  return (
    <FormField form={form} name={name} id={id} label={label} description={description}>
      {(control) => (
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          className="max-w-28"
          {...control}
          // The schema wants numbers: the field hands it one (an empty field is NaN, refused).
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  )
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** Where the hour is counted: the business's time zone, set in Business / Branding. */
function ZoneHint() {
  const branding = useQuery(brandingQuery())
  const canEditBranding = useCan('settings:write')
  const zone = branding.data?.time_zone
  const where = canEditBranding ? (
    <Link className="underline underline-offset-2" to="/settings/branding">
      Business / Branding
    </Link>
  ) : (
    'Business / Branding'
  )
  return (
    <>
      The hour is in the business’s time zone{zone ? `, ${zone}` : ''} (set in {where}).
    </>
  )
}

function MailServerLine() {
  const status = useQuery(mailQueries.status())
  if (!status.data) return null
  return status.data.configured ? (
    <p className="text-sm text-muted-foreground">{FOLLOW_UPS_GO_OUT}</p>
  ) : (
    <p role="status" className="text-sm">
      {NO_MAIL_SERVER_FOR_FOLLOW_UPS}
    </p>
  )
}

function FollowUpsForm({ initial }: { initial: FollowUpSettings }) {
  const canEdit = useCan('mail:write')
  const save = useSaveFollowUpSettings()
  const form = useForm<FollowUpSettings>({
    defaultValues: valuesOf(initial),
    resolver: zodResolver(followUpSettingsFormSchema),
  })
  const { isDirty } = form.formState

  function onSubmit(settings: FollowUpSettings) {
    save.mutate(settings, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved))
        toastSuccess(FOLLOW_UPS_SAVED.title, FOLLOW_UPS_SAVED.description)
      },
      onError: toastSaveError(form, FIELD_NAMES),
    })
  }

  return (
    <form
      noValidate
      aria-label="Automatic follow-ups"
      onSubmit={form.handleSubmit(onSubmit, toastRefusedForm(FIELD_NAMES))}
      className="flex flex-col gap-4"
    >
      {/* A disabled fieldset disables every control in it: the Office reads the settings. */}
      <fieldset disabled={!canEdit} className="min-w-0">
        <FieldGroup>
          <Group legend="Unpaid invoices">
            <CheckboxField
              form={form}
              name="invoice_reminders_enabled"
              label="Remind clients of unpaid invoices"
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <NumberField
                form={form}
                name="reminder_first_days"
                id="follow-ups-first"
                label="First reminder after"
                description="Days after the due date"
                max={365}
              />
              <NumberField
                form={form}
                name="reminder_every_days"
                id="follow-ups-every"
                label="Then every"
                description="Days"
                max={365}
              />
              <NumberField
                form={form}
                name="reminder_max"
                id="follow-ups-max"
                label="At most"
                description="Reminders per invoice"
                max={20}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              Never for a paid invoice; they stop once it is paid.
            </p>
          </Group>
          <Group legend="Estimates">
            <CheckboxField
              form={form}
              name="estimate_follow_up_enabled"
              label="Follow up on a sent estimate that is not accepted"
            />
            <NumberField
              form={form}
              name="estimate_follow_up_days"
              id="follow-ups-estimate"
              label="Follow up after"
              description="Days after it was sent (once)"
              max={365}
            />
          </Group>
          <Group legend="Visits">
            <CheckboxField
              form={form}
              name="visit_reminders_enabled"
              label="Remind clients of a visit the day before"
            />
            <CheckboxField form={form} name="on_my_way_enabled" label={ON_MY_WAY_SETTING_LABEL} />
          </Group>
          <FormField
            form={form}
            name="send_hour"
            id="follow-ups-hour"
            label="Send at"
            description={<ZoneHint />}
            className="max-w-md"
          >
            {(control) => (
              <Select
                className="max-w-36"
                {...control}
                {...form.register('send_hour', { valueAsNumber: true })}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </FieldGroup>
      </fieldset>
      <MailServerLine />
      {canEdit ? (
        <div>
          <Button
            type="submit"
            disabled={save.isPending || !isDirty}
            className="min-h-11 sm:min-h-9"
          >
            {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Save follow-ups
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Only the Owner changes these settings.</p>
      )}
    </form>
  )
}

export function FollowUpsSection() {
  const settings = useQuery(followUpSettingsQuery())
  return (
    <Card role="region" aria-labelledby="follow-ups-title">
      <CardHeader>
        <CardTitle>
          <h2 id="follow-ups-title">Automatic follow-ups</h2>
        </CardTitle>
        <CardDescription>
          E-mails that go out on their own: reminders of unpaid invoices, a follow-up on a sent
          estimate, and a reminder the day before a visit. A client can be marked to get none, on
          their page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : settings.isError ? (
          <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <FollowUpsForm initial={settings.data} />
        )}
      </CardContent>
    </Card>
  )
}
