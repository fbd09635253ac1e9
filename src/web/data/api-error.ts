// The error every API call rejects with: the server's { error: { code, message, fields } } parsed
// back, or NETWORK when the server could not be reached at all.
import type { ErrorCode, ErrorDetails, FieldErrors } from '../../domain/shared/app-error'

export type ApiErrorCode = ErrorCode | 'NETWORK'

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.'

export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly fields: FieldErrors | undefined
  /** A refused stale edit's `current`: the record as it is now (the phone's outbox shows both). */
  readonly details: ErrorDetails | undefined

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: FieldErrors,
    details?: ErrorDetails,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.details = details
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK'
}
