// The frame of the pages outside the app shell (sign-in, first-run setup, signing out): the
// business's mark and name over one centred card, on a phone as on a desktop.
import type { ReactNode } from 'react'
import { BrandMark } from '../../components/layout/brand'
import { useBrandColor } from '../../components/layout/use-branding'
import { useDocumentTitle } from '../../lib/use-document-title'

export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  useBrandColor()
  useDocumentTitle(title)
  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted px-4 py-10 sm:justify-center sm:py-12">
      <div className="flex w-full max-w-md flex-col gap-6">
        <div className="flex items-center justify-center gap-2.5">
          <BrandMark size="lg" />
        </div>
        <section
          aria-labelledby="auth-title"
          className="flex flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <div className="flex flex-col gap-1.5">
            <h1 id="auth-title" className="text-2xl font-semibold tracking-tight">
              {title}
            </h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {children}
        </section>
      </div>
    </main>
  )
}

/** A form's own message (a refused sign-in, a throttle): announced as soon as it shows. */
export function FormAlert({ message, children }: { message?: string; children?: ReactNode }) {
  return (
    // Always in the page, so what appears in it is announced; empty, it takes no room in the form.
    <div aria-live="assertive" aria-atomic="true" className="empty:-mt-5">
      {message ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
        >
          {message}
          {children}
        </p>
      ) : null}
    </div>
  )
}
