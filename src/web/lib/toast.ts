// The one way the app shows notifications: a title plus an optional description (SPEC section 8).
import { toast } from 'sonner'

export function toastSuccess(title: string, description?: string): void {
  toast.success(title, description === undefined ? undefined : { description })
}

/** A destructive (error) toast, e.g. toastError('Error', 'Name and email are required'). */
export function toastError(title: string, description?: string): void {
  toast.error(title, description === undefined ? undefined : { description })
}
