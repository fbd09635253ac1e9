// `npm run demo`: the browser-only demo (all data in the browser's localStorage, no server code).
// Builds dist/demo when it is missing (or always with DEMO_REBUILD=1), then serves it as static
// files on HOST:PORT (default 127.0.0.1:4173), answering unknown paths with index.html so the
// app's client-side routes load directly.
import console from 'node:console'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import process from 'node:process'
import { URL, fileURLToPath } from 'node:url'
import {
  analyticsOriginOf,
  securityHeaders as headersFor,
} from '../src/server/http/security-headers.mjs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const outDir = join(root, 'dist', 'demo')
const indexFile = join(outDir, 'index.html')

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST || '127.0.0.1'
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0-65535), got ${JSON.stringify(process.env.PORT)}`)
  process.exit(1)
}

if (process.env.DEMO_REBUILD === '1' || !existsSync(indexFile)) {
  console.log('Building the demo into dist/demo ...')
  const { build } = await import('vite')
  await build({ root, mode: 'demo', configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
  if (!existsSync(indexFile)) {
    console.error('The demo build did not produce dist/demo/index.html')
    process.exit(1)
  }
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

// The same headers as the server's (CSP, nosniff, frame and referrer policy).
const securityHeaders = headersFor({
  analyticsOrigin: analyticsOriginOf(readFileSync(indexFile, 'utf8')),
})

/** The file under dist/demo a URL path names, or null when it would leave the folder. */
function fileFor(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = normalize(join(outDir, decoded))
  return file === outDir || file.startsWith(outDir + sep) ? file : null
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

function send(res, method, status, file, headers) {
  res.writeHead(status, { ...securityHeaders, ...headers })
  if (method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res)
}

const server = createServer(async (req, res) => {
  const method = req.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { ...securityHeaders, allow: 'GET, HEAD', 'content-type': 'text/plain' })
    res.end('Method Not Allowed')
    return
  }
  const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname
  const file = fileFor(urlPath)
  if (file && (await isFile(file))) {
    const immutable = urlPath.startsWith('/assets/')
    send(res, method, 200, file, {
      'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
      // Hashed build assets never change; everything else is checked on each load.
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    return
  }
  // A missing asset is a real 404 (an HTML page in its place would only hide the error).
  if (urlPath.startsWith('/assets/') || urlPath === '/favicon.ico') {
    res.writeHead(404, { ...securityHeaders, 'content-type': 'text/plain' })
    res.end('Not Found')
    return
  }
  // Client-side routes (/, /dashboard, /crm/contacts/persons/{id}, ...): the app decides, including
  // its own not-found page.
  send(res, method, 200, indexFile, { 'content-type': types['.html'], 'cache-control': 'no-cache' })
})

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} on ${host} is already in use (set PORT to another)`
      : error,
  )
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const shown = typeof address === 'object' && address ? address.port : port
  const urlHost = host.includes(':') ? `[${host}]` : host
  console.log(`Groundwork demo (browser-only, data in localStorage): http://${urlHost}:${shown}/`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Open keep-alive connections would hold close() back.
    server.closeAllConnections?.()
  })
}
