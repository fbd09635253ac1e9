// The one way the app shows notifications: a title plus an optional description (SPEC section 8).
// Sonner (~9 KB gzipped) is loaded on the first toast, or with the toaster after the first paint
// (app/providers.tsx), so no first page carries it; a toast raised meanwhile shows once it is here.
import type * as SonnerModule from 'sonner'

type Sonner = typeof SonnerModule

let sonner: Sonner | null = null
let loading: Promise<Sonner> | null = null

function withSonner(show: (toast: Sonner['toast']) => void): void {
  if (sonner) {
    show(sonner.toast)
    return
  }
  loading ??= import('sonner').then((module) => (sonner = module))
  void loading.then((module) => show(module.toast))
}

/** A button inside a toast, e.g. 'View Job' after a conversion. */
export type ToastAction = { label: string; onClick: () => void }

export function toastSuccess(title: string, description?: string, action?: ToastAction): void {
  withSonner((toast) =>
    toast.success(title, {
      ...(description === undefined ? {} : { description }),
      ...(action ? { action } : {}),
    }),
  )
}

/** A destructive (error) toast, e.g. toastError('Error', 'Name and email are required'). */
export function toastError(title: string, description?: string): void {
  withSonner((toast) => toast.error(title, description === undefined ? undefined : { description }))
}
