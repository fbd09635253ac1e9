// The one way the app shows notifications: a title plus an optional description (SPEC section 8).
import { toast } from 'sonner'

/** A button inside a toast, e.g. 'View Job' after a conversion. */
export type ToastAction = { label: string; onClick: () => void }

export function toastSuccess(title: string, description?: string, action?: ToastAction): void {
  toast.success(title, {
    ...(description === undefined ? {} : { description }),
    ...(action ? { action } : {}),
  })
}

/** A destructive (error) toast, e.g. toastError('Error', 'Name and email are required'). */
export function toastError(title: string, description?: string): void {
  toast.error(title, description === undefined ? undefined : { description })
}
