// The crew's day (issue #32, decision 055): /today gets the built field.html (its own entry and
// bundle, field-entry.mjs) instead of the staff app's index.html; a build without it keeps
// index.html, whose router shows Today too.
import { builtPage, pagePathOf } from './built-page'
import { FIELD_PAGE } from './field-entry.mjs'

export const FIELD_PAGE_PATHS: readonly string[] = ['/today']

export function isFieldPagePath(url: string): boolean {
  return FIELD_PAGE_PATHS.includes(pagePathOf(url))
}

export type FieldPages = {
  /** field.html for a page's URL, or null when this build has none. */
  htmlFor: (url: string) => string | null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[\w-]{1,64}$/

/**
 * The day's cards as Today asks for them (features/projects/today-early.ts: `date`, then `crew_id`),
 * from the page's ?date= and ?crew=, so the browser fetches them beside the code and the app's
 * request finds the answer there. A value Today would not send names nothing.
 */
export function todayRequestOf(url: string): string {
  const params = new URLSearchParams(url.split('?')[1] ?? '')
  const query = new URLSearchParams()
  const date = params.get('date')
  const crew = params.get('crew')
  if (date && DAY.test(date)) query.append('date', date)
  if (crew && ID.test(crew)) query.append('crew_id', crew)
  const search = query.toString()
  return search ? `/api/today?${search}` : '/api/today'
}

export function fieldPages(webAppDir: string): FieldPages {
  const page = builtPage(webAppDir, FIELD_PAGE)
  return {
    htmlFor: (url) =>
      page
        .html()
        ?.replace(
          '</head>',
          `  <link rel="preload" href="${todayRequestOf(url).replaceAll('&', '&amp;')}" as="fetch" crossorigin />\n  </head>`,
        ) ?? null,
  }
}
