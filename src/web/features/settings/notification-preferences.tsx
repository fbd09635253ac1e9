// The account dialog's "Notifications" part (issue #30): each notice the office gets, on or off in
// the app (the bell) and by e-mail, saved as soon as it is ticked.
import { useQuery } from '@tanstack/react-query'
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationPreference,
} from '../../../domain/notifications/notification'
import { QueryError } from '../../components/query-error'
import { Skeleton } from '../../components/ui/skeleton'
import { toastError } from '../../lib/toast'
import {
  notificationPreferencesQuery,
  useSaveNotificationPreference,
} from './notification-preferences-api'

const CHANNELS = [
  { key: 'in_app', label: 'In the app' },
  { key: 'email', label: 'By e-mail' },
] as const

export function NotificationPreferences() {
  const query = useQuery(notificationPreferencesQuery())
  const save = useSaveNotificationPreference()
  const change = (preference: NotificationPreference) =>
    save.mutate(preference, {
      onError: (error) => toastError('Error', error.message),
    })
  return (
    <section aria-labelledby="account-notifications" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="account-notifications" className="text-sm font-semibold">
          Notifications
        </h3>
        <p className="text-sm text-muted-foreground">
          What you hear of, in the app (the bell) and by e-mail. Each choice is saved at once.
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {query.data.items.map((preference) => (
            <li
              key={preference.kind}
              className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="text-sm font-medium">
                {NOTIFICATION_KIND_LABELS[preference.kind]}
              </span>
              <span className="flex gap-4">
                {CHANNELS.map((channel) => (
                  <label
                    key={channel.key}
                    className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-8"
                  >
                    <input
                      type="checkbox"
                      className="size-4.5 cursor-pointer accent-primary"
                      checked={preference[channel.key]}
                      aria-label={`${NOTIFICATION_KIND_LABELS[preference.kind]}: ${channel.label}`}
                      onChange={(event) =>
                        change({ ...preference, [channel.key]: event.target.checked })
                      }
                    />
                    {channel.label}
                  </label>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
