import { Sprout } from 'lucide-react'

/** What the first paint shows while the first route's code loads. */
export function AppLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="flex min-h-dvh items-center justify-center bg-background"
    >
      <span className="flex size-12 animate-pulse items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <Sprout aria-hidden="true" className="size-6" />
      </span>
    </div>
  )
}
