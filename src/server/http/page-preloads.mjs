// What the built web app tells the server to name in a page's HTML (decision 030): the build writes
// PAGE_PRELOADS_FILE into dist/web (vite.config.ts), the server adds the tags of the requested path
// to index.html (app-pages.ts). Plain JavaScript so vite.config.ts can import it too.

/** In the built web app's folder: `{ [path]: { modules: string[], fetches: string[] } }`. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json'

const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The tags for one page. Its screen's files at low priority: they load beside the entry file
 * instead of after it has run, without counting as render-blocking (the loading screen paints
 * without them). Its first API requests in the mode and credentials of the app's own fetch
 * (same-origin, cookies), so that fetch takes the preloaded answer.
 */
export function preloadTags({ modules = [], fetches = [] }) {
  return [
    ...modules.map(
      (href) => `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(href)}">`,
    ),
    ...fetches.map(
      (href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ]
}
