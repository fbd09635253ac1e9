// Settings > Business / Branding, "Public request form" (issue #31): the link to /request, to put on
// the business's own website, and the switch that closes it (the page then says it is not
// available). Server mode only: the demo has no public pages.
import { useQuery } from '@tanstack/react-query'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { Switch } from '../../components/ui/switch'
import { useCan } from '../../lib/access'
import { isDemoMode } from '../../lib/env'
import { toastError } from '../../lib/toast'
import { clientHubSettingsQuery, useSaveClientHubSettings } from './client-hub-api'

export const REQUEST_FORM_TITLE = 'Public request form'

export function RequestFormSection() {
  const canRead = useCan('client-hub:read')
  if (isDemoMode || !canRead) return null
  return <RequestFormCard />
}

function RequestFormCard() {
  const settings = useQuery(clientHubSettingsQuery())
  const save = useSaveClientHubSettings()
  const canWrite = useCan('client-hub:write')
  const link = `${window.location.origin}/request`
  return (
    <Card>
      <CardHeader>
        <CardTitle>{REQUEST_FORM_TITLE}</CardTitle>
        <CardDescription>
          New customers ask for work at{' '}
          <a className="underline underline-offset-2" href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
          : link to it from your website. Each request becomes a New lead with source “Request
          form”.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : settings.isError ? (
          <p className="text-sm">Could not load the request form’s setting.</p>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <label htmlFor="request-form-enabled" className="text-sm font-medium">
                Take requests
              </label>
              <p id="request-form-enabled-hint" className="text-sm text-muted-foreground">
                When off, the page says the form is not available.
              </p>
            </div>
            <Switch
              id="request-form-enabled"
              aria-describedby="request-form-enabled-hint"
              className="mt-1"
              disabled={!canWrite || save.isPending}
              checked={settings.data.request_form_enabled}
              onCheckedChange={(checked) =>
                save.mutate(
                  { request_form_enabled: checked },
                  { onError: (error) => toastError('Could not save', error.message) },
                )
              }
            />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
