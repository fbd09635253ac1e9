// One error shape end to end: the server maps `code` to an HTTP status, the web client parses it back
// (its schema: error-body.ts). No zod at run time here: every page's code may throw an AppError.
import type { z } from 'zod'

export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_STATE',
  /** A job's Finish while checklist items are open (the screen offers "Finish anyway"). */
  'OPEN_CHECKLIST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'STORAGE_FULL',
  'INTERNAL',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  OPEN_CHECKLIST: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  STORAGE_FULL: 507,
  INTERNAL: 500,
}

export type FieldErrors = Record<string, string>

/** More than a message: a refused stale edit carries the record as it is now (issue #33). */
export type ErrorDetails = {
  current?: Record<string, unknown>
  /** A job or estimate already invoiced (issue #34): the invoice that bills it. */
  invoice_number?: string
  job_id?: string
  estimate_id?: string
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: FieldErrors | undefined
  readonly details: ErrorDetails | undefined

  constructor(code: ErrorCode, message: string, fields?: FieldErrors, details?: ErrorDetails) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = fields
    this.details = details
  }

  get status(): number {
    return statusByCode[this.code]
  }
}

/** The JSON body of every error answer. */
export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors; details?: ErrorDetails }
}

export function toErrorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  }
}

/** Turns a zod failure into field messages keyed by dotted path. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  // A Map, not an object: a key such as "__proto__" must stay a plain entry.
  const fields = new Map<string, string>()
  for (const issue of error.issues) {
    const at = issue.path.length > 0 ? `${issue.path.join('.')}.` : ''
    // An unknown key is reported under its own name, so the client sees which one it was.
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => `${at}${k}`) : [at.slice(0, -1)]
    for (const key of keys) if (!fields.has(key || '_')) fields.set(key || '_', issue.message)
  }
  return Object.fromEntries(fields)
}

export function validationError(error: z.ZodError, message = 'Invalid input'): AppError {
  const fields = fieldErrorsFromZod(error)
  const first = Object.entries(fields)[0]
  // zod's own messages start with "Invalid input: "; said once is enough.
  const text = first?.[1].replace(/^Invalid input: /, '') ?? ''
  const detail = first ? `${first[0] === '_' ? '' : `${first[0]}: `}${text}` : ''
  return new AppError('VALIDATION', detail ? `${message}: ${detail}` : message, fields)
}

/** Parses `input` with `schema` or throws a VALIDATION AppError with field messages. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message?: string,
): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(result.error, message)
  return result.data
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`)
}
