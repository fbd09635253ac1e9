import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app/providers'
import { sendFirstPageRequests } from './app/first-page-requests'
import { AppRouter, createAppRouter } from './app/router'
import { clearBackgroundWorkers } from './app/startup'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

void clearBackgroundWorkers()
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

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter router={router} />
    </AppProviders>
  </StrictMode>,
)
