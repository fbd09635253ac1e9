import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { sendFirstPageRequests } from './app/first-page-requests'
import { AppRouter, createAppRouter } from './app/router'
import { clearBackgroundWorkers } from './app/startup'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

sendFirstPageRequests(window.location.pathname)

const router = createAppRouter()

// Analytics (and the zod schema of their settings) load only in a build that turns them on.
if (import.meta.env.VITE_ANALYTICS_SRC) {
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

// The first render runs as a task of its own, after the one that evaluated the code: the browser
// can paint and answer input in between instead of facing one long task (decision 019).
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>,
  )
}, 0)
// Start-up work the first render does not need, in a task of its own while the page waits for the
// network: unregistering old service workers (SPEC section 1).
setTimeout(() => void clearBackgroundWorkers(), 0)
