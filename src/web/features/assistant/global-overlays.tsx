// The app-wide overlays, mounted once in the layout: Quick Capture, the assistant chat, the
// phonebook and the SMS panel. Each opens from its window event (lib/events.ts) and one at a time
// (opening one closes the other). Their code loads on first use; the listeners are there from the start.
import { lazy, Suspense, useLayoutEffect, useState } from 'react'
import { useAccess } from '../../lib/access'
import {
  OPEN_ASSISTANT_EVENT,
  OPEN_PHONEBOOK_EVENT,
  OPEN_QUICK_CAPTURE_EVENT,
  OPEN_SMS_EVENT,
  type OpenSmsDetail,
} from '../../lib/events'

const QuickCaptureDialog = lazy(() =>
  import('./quick-capture-dialog').then((m) => ({ default: m.QuickCaptureDialog })),
)
const AssistantPanel = lazy(() =>
  import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })),
)
const PhonebookPanel = lazy(() =>
  import('./phonebook-panel').then((m) => ({ default: m.PhonebookPanel })),
)
const SmsPanel = lazy(() => import('./sms-panel').then((m) => ({ default: m.SmsPanel })))
const LayoutAuditRunner = import.meta.env.DEV
  ? lazy(() => import('./layout-audit-runner').then((m) => ({ default: m.LayoutAuditRunner })))
  : null

type OverlayKind = 'quick-capture' | 'assistant' | 'phonebook' | 'sms'

const eventKinds: readonly [string, OverlayKind][] = [
  [OPEN_QUICK_CAPTURE_EVENT, 'quick-capture'],
  [OPEN_ASSISTANT_EVENT, 'assistant'],
  [OPEN_PHONEBOOK_EVENT, 'phonebook'],
  [OPEN_SMS_EVENT, 'sms'],
]

export function GlobalOverlays() {
  const [open, setOpen] = useState<{ kind: OverlayKind; personId?: string } | null>(null)
  // A panel stays mounted once loaded, so it keeps its place (tab, thread) between openings.
  const [loaded, setLoaded] = useState<ReadonlySet<OverlayKind>>(new Set())
  // The SMS threads are messages: a role that may not read them gets no panel that cannot load.
  const canText = useAccess().can('messages:read')

  // Listening from the commit that puts the layout on screen (a layout effect runs before the
  // browser paints), so an event sent as soon as the layout's buttons show is never missed.
  useLayoutEffect(() => {
    const handlers = eventKinds.map(([name, kind]) => {
      const handler = (event: Event) => {
        const detail = (event as CustomEvent<OpenSmsDetail | undefined>).detail
        const personId =
          kind === 'sms' && typeof detail?.personId === 'string' ? detail.personId : undefined
        setOpen({ kind, ...(personId ? { personId } : {}) })
        setLoaded((prev) => (prev.has(kind) ? prev : new Set([...prev, kind])))
      }
      window.addEventListener(name, handler)
      return [name, handler] as const
    })
    return () => handlers.forEach(([name, handler]) => window.removeEventListener(name, handler))
  }, [])

  const props = (kind: OverlayKind) => ({
    open: open?.kind === kind,
    onOpenChange: (next: boolean) => {
      if (!next) setOpen((current) => (current?.kind === kind ? null : current))
    },
  })

  // One boundary per panel: loading one never hides another.
  return (
    <>
      {loaded.has('quick-capture') ? (
        <Suspense fallback={null}>
          <QuickCaptureDialog {...props('quick-capture')} />
        </Suspense>
      ) : null}
      {loaded.has('assistant') ? (
        <Suspense fallback={null}>
          <AssistantPanel {...props('assistant')} />
        </Suspense>
      ) : null}
      {loaded.has('phonebook') ? (
        <Suspense fallback={null}>
          <PhonebookPanel {...props('phonebook')} />
        </Suspense>
      ) : null}
      {loaded.has('sms') && canText ? (
        <Suspense fallback={null}>
          <SmsPanel {...props('sms')} personId={open?.kind === 'sms' ? open.personId : undefined} />
        </Suspense>
      ) : null}
      {LayoutAuditRunner ? (
        <Suspense fallback={null}>
          <LayoutAuditRunner />
        </Suspense>
      ) : null}
    </>
  )
}
