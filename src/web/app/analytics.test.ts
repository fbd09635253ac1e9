// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { analyticsConfigFrom, startAnalytics, trackPageViews } from './analytics'

type Plausible = ((...args: unknown[]) => void) & { q?: unknown[][] }

afterEach(() => {
  document.head.querySelectorAll('script[data-analytics]').forEach((s) => s.remove())
  delete (window as { plausible?: unknown }).plausible
})

describe('analyticsConfigFrom', () => {
  it('is off unless a script URL is configured', () => {
    expect(analyticsConfigFrom({})).toBeNull()
    expect(analyticsConfigFrom({ VITE_ANALYTICS_SRC: '  ' })).toBeNull()
    expect(
      analyticsConfigFrom({
        VITE_ANALYTICS_SRC: 'https://plausible.io/js/script.manual.js',
        VITE_ANALYTICS_DOMAIN: 'crm.example.com',
      }),
    ).toEqual({ src: 'https://plausible.io/js/script.manual.js', domain: 'crm.example.com' })
  })

  it('stays off with a warning for a URL that is not http(s)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(analyticsConfigFrom({ VITE_ANALYTICS_SRC: 'javascript:alert(1)' })).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('startAnalytics and trackPageViews', () => {
  it('loads the script once and queues one page view per path change', () => {
    const config = { src: 'https://stats.example.com/script.js', domain: undefined }
    const analytics = startAnalytics(config)
    startAnalytics(config)
    const scripts = document.head.querySelectorAll('script[data-analytics]')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.getAttribute('src')).toBe(config.src)
    expect((scripts[0] as HTMLScriptElement).dataset.domain).toBe(window.location.hostname)

    let listener: ((state: { location: { pathname: string; search: string } }) => void) | null =
      null
    trackPageViews(
      analytics,
      { pathname: '/dashboard', search: '' },
      (l) => {
        listener = l
      },
      'https://crm.example.com',
    )
    const fire = (pathname: string, search = '') => listener?.({ location: { pathname, search } })
    fire('/projects/jobs', '?filter=today')
    fire('/projects/jobs', '?filter=today&q=oak') // same page, a search typed
    fire('/reports', '?view=revenue-30')

    const plausible = (window as unknown as { plausible: Plausible }).plausible
    expect(plausible.q).toEqual([
      ['pageview', { u: 'https://crm.example.com/dashboard' }],
      ['pageview', { u: 'https://crm.example.com/projects/jobs?filter=today' }],
      ['pageview', { u: 'https://crm.example.com/reports?view=revenue-30' }],
    ])
  })
})
