// The frame of every signed-in hub page: the business's name in its brand colour, the client's
// greeting data (GET /api/hub/me) and the page's own data read together, then the page. A 401 from
// either shows "This link has expired" and no data; no answer shows a message and a Retry button.
import { useEffect, useState, type ReactNode } from 'react'
import type { HubMe } from '../../domain/hub/hub-api'
import { applyBrandColor } from '../../web/lib/brand-colors'
import { hubGet, type HubFailure, type HubResult } from '../lib/hub-fetch'
import { Button } from '../ui/controls'
import { HubHeader } from './hub-header'
import { LinkExpired } from './link-expired'
import { TextLink } from './text-link'

export type HubPageProps<T> = {
  me: HubMe
  data: T
  /** Shows a newer answer of the page's data (after an action, or when re-read). */
  setData: (data: T) => void
  /** Reads the page again from the server. */
  reload: () => void
  /** The hub session ended (a 401 on an action): the page shows "This link has expired". */
  expire: () => void
}

type State<T> =
  | { kind: 'loading' }
  | { kind: 'expired' }
  | { kind: 'failed'; failure: HubFailure; me: HubMe | null }
  | { kind: 'ready'; me: HubMe; data: T }

export function HubPage<T>({
  load,
  titleOf,
  isDetail = false,
  children,
}: {
  load: () => Promise<HubResult<T>>
  /** The page's h1 text, also its document title. */
  titleOf: (data: T, me: HubMe) => string
  /** A detail page: a "Back to your hub" link above the page. */
  isDetail?: boolean
  children: (props: HubPageProps<T>) => ReactNode
}) {
  const [state, setState] = useState<State<T>>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let isCurrent = true
    void Promise.all([hubGet<HubMe>('/api/hub/me'), load()]).then(([me, data]) => {
      if (!isCurrent) return
      if (me.ok) applyBrandColor(me.body.business.brand_color)
      if ((!me.ok && me.status === 401) || (!data.ok && data.status === 401))
        return setState({ kind: 'expired' })
      if (!me.ok) return setState({ kind: 'failed', failure: me, me: null })
      if (!data.ok) return setState({ kind: 'failed', failure: data, me: me.body })
      document.title = `${titleOf(data.body, me.body)} · ${me.body.business.name}`
      setState({ kind: 'ready', me: me.body, data: data.body })
    })
    return () => {
      isCurrent = false
    }
    // `load` and `titleOf` are the page's own, fixed for its life; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  const reload = () => {
    setState({ kind: 'loading' })
    setAttempt((n) => n + 1)
  }
  const me = state.kind === 'ready' || state.kind === 'failed' ? state.me : null

  return (
    <div className="min-h-dvh">
      <HubHeader businessName={me?.business.name ?? null} />
      <main className="mx-auto max-w-3xl px-4 py-6">
        {isDetail && state.kind !== 'expired' && (
          <p className="mb-4">
            <TextLink href="/hub">
              <span aria-hidden="true" className="mr-1">
                ←
              </span>
              Back to your hub
            </TextLink>
          </p>
        )}
        {state.kind === 'loading' && (
          <p role="status" className="text-muted-foreground">
            Loading…
          </p>
        )}
        {state.kind === 'expired' && <LinkExpired />}
        {state.kind === 'failed' && <Failed failure={state.failure} onRetry={reload} />}
        {state.kind === 'ready' &&
          children({
            me: state.me,
            data: state.data,
            setData: (data) => setState({ kind: 'ready', me: state.me, data }),
            reload,
            expire: () => setState({ kind: 'expired' }),
          })}
      </main>
    </div>
  )
}

function Failed({ failure, onRetry }: { failure: HubFailure; onRetry: () => void }) {
  const isMissing = failure.status === 404
  return (
    <section aria-labelledby="failed-title" className="flex flex-col items-start gap-4">
      <h1 id="failed-title" className="text-2xl font-semibold">
        {isMissing ? 'Not found' : 'The page could not be loaded'}
      </h1>
      <p role="alert">
        {isMissing ? 'We could not find this page in your client hub.' : failure.message}
      </p>
      {!isMissing && (
        <Button type="button" className="h-11" onClick={onRetry}>
          Try again
        </Button>
      )}
    </section>
  )
}
