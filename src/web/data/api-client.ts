// The app's API client: every read and write goes through here to the loaded transport. A non-2xx
// answer becomes an ApiError parsed with the domain's error body schema.
import { errorBodySchema, type ErrorCode } from '../../domain/shared/app-error'
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error'
import { loadTransport, type ApiRequest, type Transport } from './transport'

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

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  507: 'STORAGE_FULL',
}

export function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body)
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error
    return new ApiError(status, code, message, fields)
  }
  // A gateway answering for a server that is down or restarting: the same as no connection.
  if (status === 502 || status === 503 || status === 504) {
    return new ApiError(status, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  const code = codeByStatus[status] ?? 'INTERNAL'
  const message =
    status >= 500
      ? 'Something went wrong on the server. Please try again.'
      : `The request failed (HTTP ${status}).`
  return new ApiError(status, code, message)
}

async function request<T>(req: ApiRequest): Promise<T> {
  const transport = await getTransport()
  const response = await transport(req)
  if (response.status >= 200 && response.status < 300) return response.body as T
  throw toApiError(response.status, response.body)
}

export type RequestOptions = Pick<ApiRequest, 'query' | 'headers' | 'signal'>

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) =>
    request<T>({ method: 'GET', path, ...options }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>({ method: 'POST', path, body, ...options }),
  patch: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>({ method: 'PATCH', path, body, ...options }),
  delete: (path: string, options: RequestOptions = {}) =>
    request<null>({ method: 'DELETE', path, ...options }),
}
