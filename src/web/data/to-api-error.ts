// A non-2xx answer as an ApiError, parsed with the domain's error body schema.
import type { ErrorCode } from '../../domain/shared/app-error'
import { errorBodySchema } from '../../domain/shared/error-body'
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error'

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
    const { code, message, fields, details } = parsed.data.error
    return new ApiError(status, code, message, fields, details)
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
