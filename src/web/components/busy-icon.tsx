// A button's icon that turns into a spinner while the button's action runs.
import { LoaderCircle, type LucideIcon } from 'lucide-react'

export function BusyIcon({ isBusy, icon: Icon }: { isBusy: boolean; icon: LucideIcon }) {
  return isBusy ? (
    <LoaderCircle aria-hidden="true" className="animate-spin" />
  ) : (
    <Icon aria-hidden="true" />
  )
}
