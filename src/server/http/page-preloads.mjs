// What the built web app tells the server to name in a page's HTML (decision 030): the build writes
// PAGE_PRELOADS_FILE into dist/web (vite.config.ts), the server adds the tags of the requested path
// to index.html (app-pages.ts). Plain JavaScript so vite.config.ts can import it too.

/** In the built web app's folder: `{ [path]: { modules: string[] } }`. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json'

const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The tags for one page: its screen's files, at low priority. They load beside the entry file
 * instead of after it has run, and do not count as render-blocking: the loading screen paints
 * without them (at the default, high, priority Lighthouse counts them in the first paint: decision
 * 019).
 */
export function preloadTags({ modules }) {
  return modules.map(
    (href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(href)}">`,
  )
}
