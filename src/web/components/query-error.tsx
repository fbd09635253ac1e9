import { CircleAlert } from 'lucide-react'
import { Button } from './ui/button'
import { EmptyState } from './ui/empty-state'

/** A failed load: the error's message and a retry button. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <EmptyState
      role="alert"
      icon={<CircleAlert />}
      title="Could not load this"
      description={error.message}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  )
}
