// The shape of one API request and its answer, and of a transport that answers it: the types both
// transports (http-transport.ts, local/local-transport.ts) and their chooser (transport.ts) share.
/**
 * One API request. `path` is the full path including the /api prefix ('/api/persons/{id}').
 * `query` values mean what String(value) says; undefined values are left out.
 */
export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, string | number | boolean | undefined>
  /** JSON to send, or a file (a Blob) sent as it is with the content-type of `headers`. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** 'blob': a 2xx body comes back as a Blob of its JSON text, unparsed (a download: the export). */
  as?: 'blob'
}

/** The HTTP status and the parsed JSON body (null for 204 or an empty body; a Blob when asked). */
export type ApiResponse = { status: number; body: unknown }

/** Answers a request; rejects only when no answer could be had (network down, aborted). */
export type Transport = (req: ApiRequest) => Promise<ApiResponse>
