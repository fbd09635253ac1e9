// The app's API client: every read and write goes through here to the loaded transport. A non-2xx
// answer becomes an ApiError parsed with the domain's error body schema.
import type { ApiRequest, Transport } from './api-request'
import { loadTransport } from './transport'

let transportPromise: Promise<Transport> | null = null

function getTransport(): Promise<Transport> {
  transportPromise ??= loadTransport().catch((error: unknown) => {
    transportPromise = null // let the next call try again
    throw error
  })
  return transportPromise
}

/** Replaces the transport (tests, or a custom setup); null restores the default loader. */
export function setTransport(transport: Transport | null): void {
  transportPromise = transport ? Promise.resolve(transport) : null
}

async function request<T>(req: ApiRequest): Promise<T> {
  const transport = await getTransport()
  const response = await transport(req)
  if (response.status >= 200 && response.status < 300) return response.body as T
  // The error body's (zod) schema loads on the first error only: zod stays off the first page.
  const { toApiError } = await import('./to-api-error')
  throw toApiError(response.status, response.body)
}

export type RequestOptions = Pick<ApiRequest, 'query' | 'headers' | 'signal'>

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) =>
    request<T>({ method: 'GET', path, ...options }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>({ method: 'POST', path, body, ...options }),
  put: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>({ method: 'PUT', path, body, ...options }),
  patch: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>({ method: 'PATCH', path, body, ...options }),
  delete: (path: string, options: RequestOptions = {}) =>
    request<null>({ method: 'DELETE', path, ...options }),
  /** A POST whose body is a file, sent as it is (a backup being restored), as `contentType`. */
  upload: <T>(path: string, file: Blob, contentType: string, options: RequestOptions = {}) =>
    request<T>({
      method: 'POST',
      path,
      body: file,
      ...options,
      headers: { ...options.headers, 'content-type': contentType },
    }),
  /** A GET whose answer is saved as a file: its JSON text as a Blob, never parsed. */
  download: (path: string, options: RequestOptions = {}) =>
    request<Blob>({ method: 'GET', path, as: 'blob', ...options }),
}
