// The only fetch call in the app: turns an ApiRequest into HTTP and the reply into an ApiResponse.
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error'
import type { ApiRequest, ApiResponse, Transport } from './api-request'

export function buildUrl(path: string, query?: ApiRequest['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

function parseBody(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    // A proxy or a crashed server may answer with HTML; keep the text for the error path.
    return text
  }
}

export const httpTransport: Transport = async (req: ApiRequest): Promise<ApiResponse> => {
  const headers: Record<string, string> = { accept: 'application/json', ...req.headers }
  const hasBody = req.body !== undefined
  // A file goes as it is, under the type the caller named (api.upload); anything else as JSON.
  const isFile = req.body instanceof Blob
  if (hasBody && !isFile) headers['content-type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(buildUrl(req.path, req.query), {
      method: req.method,
      headers,
      body: isFile ? (req.body as Blob) : hasBody ? JSON.stringify(req.body) : null,
      signal: req.signal ?? null,
      credentials: 'same-origin',
    })
  } catch (error) {
    // A cancelled request must stay an AbortError so TanStack Query treats it as a cancellation.
    if (req.signal?.aborted) throw error
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }

  if (response.status === 204) return { status: 204, body: null }
  // A download stays a Blob, which the browser may keep on disk: a large export is never parsed.
  const asBlob = req.as === 'blob' && response.ok
  let body: unknown
  try {
    body = asBlob ? await response.blob() : parseBody(await response.text())
  } catch (error) {
    if (req.signal?.aborted) throw error
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  return { status: response.status, body }
}
