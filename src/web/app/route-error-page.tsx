import { TriangleExclamationPoint } from 'lucide-react'
import { useRouteError } from 'react-router'
import { Button } from '../components/ui/button'
import { useDocumentTitle } from '../lib/use-document-title'

/** Shown when a route fails to load or render (e.g. a chunk missing after a new release). */
export function RouteErrorPage() {
  const error = useRouteError()
  useDocumentTitle('Something went wrong')
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.'
  return (
    <div
      role="alert"
      className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleExclamationPoint aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button variant="outline" asChild>
          <a href="/dashboard">Go to Dashboard</a>
        </Button>
      </div>
    </div>
  )
}
