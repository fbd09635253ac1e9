import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { BusyIcon } from '../../components/busy-icon'
import { Button } from '../../components/ui/button'

/** The full-width submit button that ends a sign-in page's form, disabled while it is sent. */
export function AuthSubmitButton({
  isBusy,
  icon,
  children,
}: {
  isBusy: boolean
  icon: LucideIcon
  children: ReactNode
}) {
  return (
    <Button type="submit" size="lg" className="min-h-11 w-full" disabled={isBusy}>
      <BusyIcon isBusy={isBusy} icon={icon} />
      {children}
    </Button>
  )
}
