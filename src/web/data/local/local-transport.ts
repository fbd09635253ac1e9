// The browser-only demo's transport: answers the same API requests as the server, from localStorage,
// through the same route table and domain rules. Requests and responses are copied through JSON as
// if they had crossed the network, so callers never hold a reference to stored objects.
import { createDataUrlBlobStore } from '../../../api/shared/blob-store'
import { BinaryFile } from '../../../api/shared/binary-file'
import { renderPdfInBrowser } from './browser-pdf-renderer'
import type { ApiDeps } from '../../../api/shared/deps'
import { dispatch } from '../../../api/shared/dispatch'
import { generateSeed } from '../../../domain/seed/seed'
import { MAX_BROWSER_UPLOAD_BYTES } from '../../../domain/tools/media-file'
import type { ApiRequest, ApiResponse, Transport } from '../api-request'
import { createLocalStore, type LocalStore } from './local-store'
import { createMemoryStorage } from './memory-storage'
import { randomUuid } from '../random-uuid'

export { randomUuid }

export type LocalTransportOptions = {
  /** Defaults to window.localStorage (an in-memory Storage when that is unavailable). */
  storage?: Storage
  clock?: () => number
  newId?: () => string
}

export type LocalTransport = Transport & {
  /** The store behind the transport (tests, diagnostics). */
  readonly store: LocalStore
}

function browserStorage(): Storage {
  try {
    // Reading the property throws in some privacy modes; a null means no storage at all.
    const storage = typeof window !== 'undefined' ? window.localStorage : undefined
    if (storage) return storage
  } catch (error) {
    console.warn('localStorage is unavailable; demo data will last only until the page is closed', error)
    return createMemoryStorage()
  }
  console.warn('localStorage is unavailable; demo data will last only until the page is closed')
  return createMemoryStorage()
}

/** Query values as a URL carries them: strings, with undefined left out (and ?a=b in `path` kept). */
function toQuery(path: string, query: ApiRequest['query']): { path: string; query: Record<string, string> } {
  const out: Record<string, string> = {}
  const at = path.indexOf('?')
  if (at !== -1) {
    for (const [key, value] of new URLSearchParams(path.slice(at + 1))) out[key] = value
    path = path.slice(0, at)
  }
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) out[key] = String(value)
  }
  return { path, query: out }
}

/** A deep copy through JSON, the way a value crosses the network (undefined stays undefined). */
function throughJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown)
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError')
}

export function createLocalTransport(options: LocalTransportOptions = {}): LocalTransport {
  const clock = options.clock ?? (() => Date.now())
  const newId = options.newId ?? randomUuid
  const store = createLocalStore({ storage: options.storage ?? browserStorage(), clock })
  const deps: ApiDeps = {
    store,
    blobs: createDataUrlBlobStore(MAX_BROWSER_UPLOAD_BYTES),
    clock,
    newId,
    seed: (now) => generateSeed(now),
    renderPdf: renderPdfInBrowser,
    logError: (error) => console.error(error),
  }

  const transport = async (req: ApiRequest): Promise<ApiResponse> => {
    if (req.signal?.aborted) throw abortError()
    const { path, query } = toQuery(req.path, req.query)
    const headers = Object.fromEntries(
      Object.entries(req.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    )
    const result = await dispatch(
      { method: req.method, path, query, body: throughJson(req.body), headers },
      deps,
      'demo',
    )
    // Like fetch: an answer that arrives after the abort is not delivered (a write may still have
    // happened, exactly as with a request the server had already received).
    if (req.signal?.aborted) throw abortError()
    if (result.body instanceof BinaryFile) {
      // A document (a PDF): its bytes, as fetch would hand them over.
      return { status: result.status, body: new Blob([result.body.bytes as Uint8Array<ArrayBuffer>], { type: result.body.contentType }) }
    }
    if (req.as === 'blob' && result.status >= 200 && result.status < 300) {
      // A file (a CSV export) is its own text; anything else is JSON.
      const isFile = result.contentType !== undefined && typeof result.body === 'string'
      const text = isFile ? (result.body as string) : JSON.stringify(result.body)
      const type = isFile ? (result.contentType as string) : 'application/json'
      return { status: result.status, body: new Blob([text], { type }) }
    }
    return { status: result.status, body: throughJson(result.body) ?? null }
  }
  return Object.assign(transport, { store })
}
