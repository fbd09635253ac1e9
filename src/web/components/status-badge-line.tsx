// The line under a settings card's title that says whether a service is on (the mail server,
// Stripe): a badge once its status has loaded, else why not yet.
import type { LucideIcon } from 'lucide-react'
import { Badge } from './ui/badge'

export function StatusBadgeLine({
  isOn,
  icon: Icon,
  on,
  off,
  isError,
  errorText,
}: {
  /** undefined while the status loads */
  isOn: boolean | undefined
  icon: LucideIcon
  on: string
  off: string
  isError: boolean
  errorText: string
}) {
  if (isOn === undefined) return isError ? errorText : 'Loading…'
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant={isOn ? 'success' : 'warning'}>
        <Icon aria-hidden />
        {isOn ? on : off}
      </Badge>
    </span>
  )
}
