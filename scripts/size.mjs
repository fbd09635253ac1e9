// `npm run size`: the gzipped JS+CSS the first page (the dashboard, the index route) loads, each of
// the clients' front door's pages (/request and the client hub's; its own manifest, decision 048:
// the entry and the page's own chunk with what it imports), and the gzipped total of every built
// asset, read from the Vite manifests of dist/web. Exits 1 above a budget.
// Sizes are deterministic for a given build, so this can run in CI right after `npm run build`.
import console from 'node:console'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import process from 'node:process'
import { gzipSync } from 'node:zlib'

// 166 KB since issue #34 (2026-12-02): editable and recurring jobs and the billing settings brought
// the page to 165.0 KB, with no room left for the next route; 1 KB of it, and no more.
const BUDGET_BYTES = 166 * 1024
/** The clients' pages (client.html, `vite build --mode client`): issue #31 section 4. */
const CLIENT_BUDGET_BYTES = 80 * 1024
const CLIENT_MANIFEST = '.vite/client-manifest.json'
/** The crew's day (field.html, `vite build --mode field`; decision 055): Today's first page. */
const FIELD_BUDGET_BYTES = 160 * 1024
const FIELD_MANIFEST = '.vite/field-manifest.json'
/**
 * The list screens a user opens first load their own code after the entry: at most this much, in
 * at most this many files (each file is a round trip on a phone; decision 025).
 */
const LIST_PAGE_BUDGET_BYTES = 40 * 1024
const LIST_PAGE_MAX_FILES = 8
const LIST_PAGES = [
  'src/web/features/projects/jobs-list-page.tsx',
  'src/web/features/billing/invoices-list-page.tsx',
  'src/web/features/crm/persons-list-page.tsx',
  'src/web/features/sales/estimates-list-page.tsx',
]
const DASHBOARD_PAGE = 'src/web/features/dashboard/dashboard-page.tsx'
/** The dashboard page's own description (dashboard-page.tsx), to find the page inside the entry file. */
const DASHBOARD_TEXT = 'Welcome back to your operations CRM.'

const distDir = process.argv[2] ?? 'dist/web'
const manifestPath = join(distDir, '.vite', 'manifest.json')

let manifest
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
} catch {
  console.error(`size: cannot read ${manifestPath}; run \`npm run build:web\` first.`)
  process.exit(2)
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error(`size: no entry chunk in ${manifestPath}`)
// The dashboard is part of the entry file (decision 022); were it a chunk again, it counts too.
const dashboardChunk = manifest[DASHBOARD_PAGE] ? [DASHBOARD_PAGE] : []
if (
  dashboardChunk.length === 0 &&
  !readFileSync(join(distDir, manifest[entryKey].file), 'utf8').includes(DASHBOARD_TEXT)
) {
  throw new Error(`size: the dashboard page is neither a chunk nor in the entry file`)
}

/** Every file a chunk pulls in before it runs: itself, its static imports (deep) and their CSS. */
function collect(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files
  seen.add(key)
  const chunk = manifest[key]
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) collect(imported, files, seen)
  return files
}

const gzipOf = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
const isCode = (file) => /\.(js|css)$/.test(file)

const firstPage = [
  ...dashboardChunk.reduce((files, key) => collect(key, files), collect(entryKey)),
].filter(isCode)
const rows = firstPage.map((file) => ({ file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip)
const firstPageTotal = rows.reduce((sum, row) => sum + row.gzip, 0)

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === '.vite' || /\.(map|gz|br)$/.test(name)) return []
    return statSync(path).isDirectory() ? walk(path) : [relative(distDir, path)]
  })
}
const allAssets = walk(distDir)
const allCode = allAssets.filter(isCode)
const codeTotal = allCode.reduce((sum, file) => sum + gzipOf(file), 0)
const assetsTotal = allAssets.reduce((sum, file) => sum + gzipOf(file), 0)

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const pad = (text, width) => text.padEnd(width)
const width = Math.max(...rows.map((row) => row.file.length), 30)

console.log(`First page (/, the dashboard): gzipped JS+CSS from ${manifestPath}`)
for (const row of rows) console.log(`  ${pad(row.file, width)} ${kb(row.gzip).padStart(10)}`)
console.log(`  ${pad('first page total', width)} ${kb(firstPageTotal).padStart(10)}`)
console.log(`  ${pad('budget', width)} ${kb(BUDGET_BYTES).padStart(10)}`)
console.log('')
console.log(`All JS+CSS (${allCode.length} files): ${kb(codeTotal)} gzipped`)
console.log(`All assets (${allAssets.length} files): ${kb(assetsTotal)} gzipped`)

const entryFiles = collect(entryKey)
const listPages = LIST_PAGES.map((page) => {
  if (!manifest[page]) throw new Error(`size: ${page} is not a chunk of its own`)
  const files = [...collect(page)].filter((file) => isCode(file) && !entryFiles.has(file))
  return { page, files: files.length, gzip: files.reduce((sum, file) => sum + gzipOf(file), 0) }
})
console.log('')
console.log(
  `List screens, their code beyond the entry (budget ${kb(LIST_PAGE_BUDGET_BYTES)}, ${LIST_PAGE_MAX_FILES} files each):`,
)
const listWidth = Math.max(...LIST_PAGES.map((page) => page.length))
for (const row of listPages) {
  console.log(`  ${pad(row.page, listWidth)} ${kb(row.gzip).padStart(10)} in ${row.files} files`)
}
const overList = listPages.filter(
  (row) => row.gzip > LIST_PAGE_BUDGET_BYTES || row.files > LIST_PAGE_MAX_FILES,
)
if (overList.length > 0) {
  console.error(`\nsize: over the list screens' budget: ${overList.map((r) => r.page).join(', ')}`)
  process.exit(1)
}

const clientManifestPath = join(distDir, CLIENT_MANIFEST)
let clientManifest
try {
  clientManifest = JSON.parse(readFileSync(clientManifestPath, 'utf8'))
} catch {
  console.error(`size: cannot read ${clientManifestPath}; run \`npm run build:web\` first.`)
  process.exit(2)
}
const clientEntry = Object.keys(clientManifest).find((key) => clientManifest[key].isEntry)
if (!clientEntry) throw new Error(`size: no entry chunk in ${clientManifestPath}`)
/** In another pass's manifest: the files a chunk loads before it runs (itself, its static imports, CSS). */
const collectIn = (pass) => {
  const collectOf = (key, files = new Set()) => {
    if (files.has(pass[key].file)) return files
    files.add(pass[key].file)
    for (const css of pass[key].css ?? []) files.add(css)
    for (const imported of pass[key].imports ?? []) collectOf(imported, files)
    return files
  }
  return collectOf
}
const collectClient = collectIn(clientManifest)
const clientRows = [...collectClient(clientEntry)]
  .filter(isCode)
  .map((file) => ({ file, gzip: gzipOf(file) }))
  .sort((a, b) => b.gzip - a.gzip)
const clientEntryTotal = clientRows.reduce((sum, row) => sum + row.gzip, 0)
// Each page is a chunk the entry loads by the address (client-app.tsx): a client's first page is
// the entry and one page with its imports.
const clientPageRows = (clientManifest[clientEntry].dynamicImports ?? []).map((page) => {
  const files = [...collectClient(page, new Set(collectClient(clientEntry)))].filter(isCode)
  return { page, gzip: files.reduce((sum, file) => sum + gzipOf(file), 0), files }
})
const clientTotal = Math.max(clientEntryTotal, ...clientPageRows.map((row) => row.gzip))
const staffFiles = new Set(walkManifestFiles(manifest))
const shared = [
  ...new Set([...clientRows.map((row) => row.file), ...clientPageRows.flatMap((r) => r.files)]),
].filter((file) => staffFiles.has(file))
console.log('')
const clientWidth = Math.max(width, ...clientPageRows.map((row) => row.page.length + 5))
console.log(`Clients' pages (/request, the hub): gzipped JS+CSS from ${clientManifestPath}`)
for (const row of clientRows)
  console.log(`  ${pad(row.file, clientWidth)} ${kb(row.gzip).padStart(10)}`)
console.log(`  ${pad('entry total', clientWidth)} ${kb(clientEntryTotal).padStart(10)}`)
for (const row of clientPageRows)
  console.log(`  ${pad(`with ${row.page}`, clientWidth)} ${kb(row.gzip).padStart(10)}`)
console.log(`  ${pad("clients' largest first page", clientWidth)} ${kb(clientTotal).padStart(10)}`)
console.log(`  ${pad('budget', clientWidth)} ${kb(CLIENT_BUDGET_BYTES).padStart(10)}`)
if (shared.length > 0) {
  console.error(`\nsize: the clients' pages load files of the staff app: ${shared}`)
  process.exit(1)
}
if (clientTotal > CLIENT_BUDGET_BYTES) {
  console.error(
    `\nsize: a client's first page loads ${kb(clientTotal)} gzipped, over the ${kb(CLIENT_BUDGET_BYTES)} budget.`,
  )
  process.exit(1)
}

const fieldManifestPath = join(distDir, FIELD_MANIFEST)
let fieldManifest
try {
  fieldManifest = JSON.parse(readFileSync(fieldManifestPath, 'utf8'))
} catch {
  console.error(`size: cannot read ${fieldManifestPath}; run \`npm run build:web\` first.`)
  process.exit(2)
}
const fieldEntry = Object.keys(fieldManifest).find((key) => fieldManifest[key].isEntry)
if (!fieldEntry) throw new Error(`size: no entry chunk in ${fieldManifestPath}`)
const collectField = collectIn(fieldManifest)
const fieldRows = [...collectField(fieldEntry)]
  .filter(isCode)
  .map((file) => ({ file, gzip: gzipOf(file) }))
  .sort((a, b) => b.gzip - a.gzip)
const fieldTotal = fieldRows.reduce((sum, row) => sum + row.gzip, 0)
console.log('')
console.log(`Today's first page (/today, the field app): gzipped JS+CSS from ${fieldManifestPath}`)
for (const row of fieldRows) console.log(`  ${pad(row.file, width)} ${kb(row.gzip).padStart(10)}`)
console.log(`  ${pad('first page total', width)} ${kb(fieldTotal).padStart(10)}`)
console.log(`  ${pad('budget', width)} ${kb(FIELD_BUDGET_BYTES).padStart(10)}`)
if (fieldTotal > FIELD_BUDGET_BYTES) {
  console.error(
    `\nsize: Today's first page loads ${kb(fieldTotal)} gzipped, over the ${kb(FIELD_BUDGET_BYTES)} budget.`,
  )
  process.exit(1)
}

/** Every file the staff app's manifest names. */
function walkManifestFiles(staff) {
  return Object.values(staff).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
}

if (firstPageTotal > BUDGET_BYTES) {
  console.error(
    `\nsize: the first page loads ${kb(firstPageTotal)} gzipped, over the ${kb(BUDGET_BYTES)} budget.`,
  )
  process.exit(1)
}
