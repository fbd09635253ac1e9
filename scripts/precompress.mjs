// Writes a .br and a .gz copy next to every text asset of a build (JS, CSS, HTML, SVG, JSON), so the
// server sends compressed files without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024

export function precompressDir(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') precompressDir(path)
      continue
    }
    if (!COMPRESSIBLE.test(name)) continue
    const content = readFileSync(path)
    if (content.length < MIN_BYTES) continue
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    )
  }
}
