// The security headers of every response, for the server (app.ts) and the demo's static server
// (scripts/demo.mjs) alike. Plain JavaScript so the demo script can import it without a build.
import { URL } from 'node:url'

/**
 * The meta tag the build adds to index.html when VITE_ANALYTICS_SRC is set (vite.config.ts): the
 * servers read it to let exactly that origin's script and page-view requests through the CSP.
 */
export const ANALYTICS_ORIGIN_META = 'groundwork-analytics-origin'

/** The http(s) origin of a URL, or null. */
export function originOf(url) {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The analytics origin a built index.html names (see ANALYTICS_ORIGIN_META), or null. */
export function analyticsOriginOf(indexHtml) {
  const tag = new RegExp(`<meta\\s+name="${ANALYTICS_ORIGIN_META}"\\s+content="([^"]*)"`, 'i')
  const match = tag.exec(indexHtml)
  return match ? originOf(match[1]) : null
}

/**
 * No inline or eval'd script, ever; styles may be inline (Radix and chart libraries position
 * elements with style attributes). Photos and media are data: or blob: URLs before upload.
 */
export function contentSecurityPolicy(options = {}) {
  const extra = options.analyticsOrigin ? ` ${options.analyticsOrigin}` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    // data: and blob: are the app's own files in memory (a photo read before upload).
    `connect-src 'self' data: blob:${extra}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** The headers to add to every response. */
export function securityHeaders(options = {}) {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  }
}
