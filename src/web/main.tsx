import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { sendFirstPageRequests } from './app/first-page-requests'
import { AppRouter, createAppRouter } from './app/router'
import { prepareClassMerging } from './lib/cn'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

// As soon as the code has run, before the tasks below. A microtask rather than a call here: a request
// made by the code's own evaluation makes an attached DevTools (Lighthouse) re-parse the whole entry
// file to record where it came from, 10-30 ms (decision 022).
queueMicrotask(() => sendFirstPageRequests(window.location.pathname, window.location.search))

// The start-up runs in tasks of its own after the one that evaluated the code, each short enough for
// the browser to paint and answer input in between (decision 019): the router (it ranks every route
// and starts loading the page's code), then the first render. Out of the code's own evaluation, the
// router's first module request does not make DevTools re-parse the entry file either.
setTimeout(() => {
  const router = createAppRouter()
  trackAnalytics(router)
  setTimeout(() => {
    const root = createRoot(container)
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders>
            <AppRouter router={router} />
          </AppProviders>
        </StrictMode>,
      )
    })
  }, 0)
}, 0)

// Start-up work in tasks of their own while the page waits for the network: tailwind-merge's table,
// before the first render needs it, and unregistering old service workers (SPEC section 1; a file
// of its own, off the first page's budget).
setTimeout(prepareClassMerging, 0)
setTimeout(
  () => void import('./app/startup').then(({ clearBackgroundWorkers }) => clearBackgroundWorkers()),
  0,
)

/** Analytics (and the zod schema of their settings) load only in a build that turns them on. */
function trackAnalytics(router: ReturnType<typeof createAppRouter>): void {
  if (!import.meta.env.VITE_ANALYTICS_SRC) return
  void import('./app/analytics').then(({ analyticsConfigFrom, startAnalytics, trackPageViews }) => {
    const analyticsConfig = analyticsConfigFrom(import.meta.env)
    if (!analyticsConfig) return
    trackPageViews(
      startAnalytics(analyticsConfig),
      router.state.location,
      (listener) => router.subscribe(listener),
      window.location.origin,
    )
  })
}
