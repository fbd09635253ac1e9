// Optional page-view analytics (SPEC section 1 and 7). Off unless the build sets VITE_ANALYTICS_SRC
// to the URL of a Plausible-compatible script (e.g. https://plausible.io/js/script.manual.js); then
// the script is loaded once and every route change is reported as a page view.
import { z } from 'zod'

export type AnalyticsConfig = { src: string; domain: string | undefined }

const envSchema = z.object({
  VITE_ANALYTICS_SRC: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  VITE_ANALYTICS_DOMAIN: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
    z.string().max(253).optional(),
  ),
})

/** The analytics settings of a build, or null when analytics are off (or misconfigured). */
export function analyticsConfigFrom(env: Record<string, unknown>): AnalyticsConfig | null {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    console.warn('Analytics are off: VITE_ANALYTICS_SRC is not an http(s) URL')
    return null
  }
  const src = parsed.data.VITE_ANALYTICS_SRC
  return src ? { src, domain: parsed.data.VITE_ANALYTICS_DOMAIN } : null
}

type PlausibleFn = ((event: string, options?: { u?: string }) => void) & { q?: unknown[][] }
type AnalyticsWindow = Window & { plausible?: PlausibleFn }

export type Analytics = { pageView: (url: string) => void }

/** Adds the script tag and the call queue the script drains once it has loaded. */
export function startAnalytics(config: AnalyticsConfig, win: AnalyticsWindow = window): Analytics {
  const doc = win.document
  if (!doc.querySelector('script[data-analytics]')) {
    const script = doc.createElement('script')
    script.defer = true
    script.src = config.src
    script.dataset.analytics = 'true'
    script.dataset.domain = config.domain ?? win.location.hostname
    doc.head.appendChild(script)
  }
  win.plausible ??= Object.assign(
    (...args: [string, { u?: string }?]) => {
      const fn = win.plausible as PlausibleFn
      ;(fn.q ??= []).push(args)
    },
    { q: [] as unknown[][] },
  )
  return { pageView: (url) => win.plausible?.('pageview', { u: url }) }
}

type Location = { pathname: string; search: string }

/**
 * Reports the current page, then one page view per change of path (a filter or search typed into
 * the URL is not a new page). `subscribe` is the router's.
 */
export function trackPageViews(
  analytics: Analytics,
  current: Location,
  subscribe: (listener: (state: { location: Location }) => void) => unknown,
  origin: string,
): void {
  let last = current.pathname
  analytics.pageView(origin + current.pathname + current.search)
  subscribe(({ location }) => {
    if (location.pathname === last) return
    last = location.pathname
    analytics.pageView(origin + location.pathname + location.search)
  })
}
