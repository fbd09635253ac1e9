// Links built from stored or typed data may only go where the app means them to: a phone call, a
// text, an email, a web page or a page of the app. Anything else (javascript:, data:, //host) is
// refused, so a hostile value can never run script when clicked.

const SAFE_SCHEME = /^(?:tel|sms|mailto|https?):/i
/** An app path: one leading slash (two would name another host, a backslash too in browsers). */
const APP_PATH = /^\/(?![/\\])/

export function isSafeLink(href: string): boolean {
  const trimmed = href.trim()
  return trimmed === href && (SAFE_SCHEME.test(href) || APP_PATH.test(href))
}

/** The link, or undefined when it is not safe to follow. */
export function safeLink(href: string): string | undefined {
  return isSafeLink(href) ? href : undefined
}
