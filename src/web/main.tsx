import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { analyticsConfigFrom, startAnalytics, trackPageViews } from './app/analytics'
import { AppProviders } from './app/providers'
import { AppRouter, createAppRouter } from './app/router'
import { clearBackgroundWorkers } from './app/startup'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

void clearBackgroundWorkers()

const router = createAppRouter()

const analyticsConfig = analyticsConfigFrom(import.meta.env)
if (analyticsConfig) {
  trackPageViews(
    startAnalytics(analyticsConfig),
    router.state.location,
    (listener) => router.subscribe(listener),
    window.location.origin,
  )
}

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter router={router} />
    </AppProviders>
  </StrictMode>,
)
