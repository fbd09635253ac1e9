// A page of its own entry (client.html, field.html): read once and again only when a rebuild changed
// it, like app-pages.ts; null while this build has none.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export type BuiltPage = {
  /** The page as built, or null when this build has none. */
  html: () => string | null
}

export function builtPage(webAppDir: string, name: string): BuiltPage {
  const file = join(webAppDir, name)
  let readAt = -1
  let html: string | null = null
  return {
    html: () => {
      if (!existsSync(file)) return null
      const changedAt = statSync(file).mtimeMs
      if (changedAt !== readAt) {
        readAt = changedAt
        html = readFileSync(file, 'utf8')
      }
      return html
    },
  }
}

/** A request's path without its query and trailing slash. */
export const pagePathOf = (url: string): string =>
  (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1')
