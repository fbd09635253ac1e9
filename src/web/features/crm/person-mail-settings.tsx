// A person's "No automatic reminders" switch (issue #30 section 4): their unpaid invoices, sent
// estimates and visits get no automatic e-mail; and "No texts" (issue #32: On my way's text). Each
// is saved as soon as it is switched. Server mode only
// (the demo sends nothing), and only for the roles that see billing (Owner, Office).
import { useQuery } from '@tanstack/react-query'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Switch } from '../../components/ui/switch'
import { useCan } from '../../lib/access'
import { isDemoMode } from '../../lib/env'
import { toastError } from '../../lib/toast'
import { personMailSettingsQuery, useSavePersonMailSettings } from './person-mail-settings-api'

export const NO_AUTOMATIC_REMINDERS = 'No automatic reminders'
export const NO_TEXTS = 'No texts'

export function PersonMailSettings({ personId }: { personId: string }) {
  const canSee = useCan('billing:read')
  if (isDemoMode || !canSee) return null
  return <MailSettingsCard personId={personId} />
}

function MailSettingsCard({ personId }: { personId: string }) {
  const settings = useQuery(personMailSettingsQuery(personId))
  const save = useSavePersonMailSettings(personId)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Automatic e-mail</CardTitle>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : settings.isError ? (
          <p className="text-sm">Could not load this client’s e-mail settings.</p>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor="person-no-reminders" className="text-sm font-medium">
                {NO_AUTOMATIC_REMINDERS}
              </label>
              <p id="person-no-reminders-hint" className="text-sm text-muted-foreground">
                This client gets no automatic invoice reminders, estimate follow-ups or visit
                reminders. What you send yourself still goes out.
              </p>
            </div>
            <Switch
              id="person-no-reminders"
              aria-describedby="person-no-reminders-hint"
              className="mt-1"
              checked={settings.data.no_automatic_reminders}
              onCheckedChange={(checked) =>
                save.mutate(
                  { ...settings.data, no_automatic_reminders: checked },
                  { onError: (error) => toastError('Could not save', error.message) },
                )
              }
            />
          </div>
        )}
        {settings.data ? (
          <div className="mt-4 flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor="person-no-texts" className="text-sm font-medium">
                {NO_TEXTS}
              </label>
              <p id="person-no-texts-hint" className="text-sm text-muted-foreground">
                This client gets no text messages (On my way).
              </p>
            </div>
            <Switch
              id="person-no-texts"
              aria-describedby="person-no-texts-hint"
              className="mt-1"
              checked={settings.data.no_texts ?? false}
              onCheckedChange={(checked) =>
                save.mutate(
                  { ...settings.data, no_texts: checked },
                  { onError: (error) => toastError('Could not save', error.message) },
                )
              }
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
