// A request for work from the public form (/request, issue #31 section 2): its fields, limits and
// messages, checked the same way in the browser and on the server. Plain functions, no zod: the
// public page's whole bundle has a budget (80 KB gzipped) and zod alone would take a fifth of it.
import { AppError, type FieldErrors } from '../shared/app-error'

/** The lead's source, free text like the staff form's options. */
export const REQUEST_FORM_SOURCE = 'Request form'
/** The source of a lead a client requested in the client hub. */
export const CLIENT_HUB_SOURCE = 'Client hub'
/** The line the lead's activity shows. */
export const REQUESTED_ON_FORM = 'Requested on the public form'
export const REQUESTED_IN_HUB = 'Requested in the client hub'

export const MAX_REQUEST_PHOTOS = 5
/** Each photo is kept on the lead as a document (1 MiB each, sales/lead-document.ts). */
export const MAX_REQUEST_PHOTO_BYTES = 1024 * 1024

/** A request's JSON body: up to 5 photos of at most 1 MiB each as base64, and its text. */
export const MAX_WORK_REQUEST_BODY_BYTES = 8 * 1024 * 1024

/** The honeypot: a field people never see, named like one a form-filling robot fills in. */
export const HONEYPOT_FIELD = 'website'

export const WORK_REQUEST_LIMITS = {
  name: 200,
  email: 200,
  phone: 40,
  service: 200,
  address: 200,
  preferred_dates: 200,
  notes: 3000,
} as const

export type WorkRequestTextField = keyof typeof WORK_REQUEST_LIMITS

const LABELS: Readonly<Record<WorkRequestTextField, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  service: 'Service wanted',
  address: 'Address',
  preferred_dates: 'Preferred dates',
  notes: 'Notes',
}

const REQUIRED: readonly WorkRequestTextField[] = ['name', 'email', 'service']

export type WorkRequestPhoto = { file_name: string; data_url: string }

export type WorkRequest = Record<WorkRequestTextField, string> & { photos: WorkRequestPhoto[] }

/** The wire body: the fields, the photos and the honeypot. */
export type WorkRequestBody = Partial<WorkRequest> & { [HONEYPOT_FIELD]?: string }

export const EMAIL_INVALID = 'Email must be a valid email address'
export const TOO_MANY_PHOTOS = `At most ${MAX_REQUEST_PHOTOS} photos`
export const PHONE_INVALID = 'Phone may hold digits, spaces and + ( ) - . only'

// The shape browsers' own type="email" check accepts, roughly: something@something.something.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const PHONE = /^[0-9+()\-.\s]*$/

/** Whether a robot filled the hidden field: the request is answered as received and dropped. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/** The text fields' errors (empty when good), in the words shown under each field. */
export function workRequestFieldErrors(values: Partial<Record<string, unknown>>): FieldErrors {
  const errors = textFieldErrors(values, Object.keys(WORK_REQUEST_LIMITS) as WorkRequestTextField[])
  const email = typeof values.email === 'string' ? values.email.trim() : ''
  if (!errors.email && !EMAIL.test(email)) errors.email = EMAIL_INVALID
  const phone = typeof values.phone === 'string' ? values.phone : ''
  if (!errors.phone && !PHONE.test(phone)) errors.phone = PHONE_INVALID
  return errors
}

/** The errors of `fields` only: text, required ones given, none too long. */
export function textFieldErrors(
  values: Partial<Record<string, unknown>>,
  fields: readonly WorkRequestTextField[],
): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of fields) {
    const value = values[field] ?? ''
    const label = LABELS[field]
    if (typeof value !== 'string') {
      errors[field] = `${label} must be text`
      continue
    }
    const text = value.trim()
    if (REQUIRED.includes(field) && text === '') errors[field] = `${label} is required`
    else if (text.length > WORK_REQUEST_LIMITS[field])
      errors[field] = `${label} is too long (max ${WORK_REQUEST_LIMITS[field]})`
  }
  return errors
}

/** The request's photos as sent (their bytes are checked by the caller), or a VALIDATION error. */
export function photosOf(value: unknown): WorkRequestPhoto[] {
  if (value === undefined) return []
  const refuse = (message: string): never => {
    throw new AppError('VALIDATION', message, { photos: message })
  }
  if (!Array.isArray(value)) return refuse('Photos must be a list')
  if (value.length > MAX_REQUEST_PHOTOS) return refuse(TOO_MANY_PHOTOS)
  return value.map((photo: unknown) => {
    const { file_name: fileName, data_url: dataUrl } = (photo ?? {}) as Record<string, unknown>
    if (typeof dataUrl !== 'string' || (fileName !== undefined && typeof fileName !== 'string'))
      return refuse('Each photo needs its file as a data URL')
    return { file_name: fileName ?? '', data_url: dataUrl }
  })
}

const KNOWN_KEYS = new Set<string>([...Object.keys(WORK_REQUEST_LIMITS), 'photos', HONEYPOT_FIELD])

/**
 * A checked request, trimmed, or a VALIDATION error naming each bad field. The photos' contents are
 * checked by the caller (by their bytes, media-file.ts), which decodes them.
 */
export function parseWorkRequest(body: unknown): WorkRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('VALIDATION', 'The request must be a JSON object')
  const values = body as Record<string, unknown>
  const unknown = Object.keys(values).filter((key) => !KNOWN_KEYS.has(key))
  if (unknown.length > 0) throw new AppError('VALIDATION', `Unknown field: ${unknown.join(', ')}`)
  const errors = workRequestFieldErrors(values)
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION', 'Please check the highlighted fields', errors)
  const text = (field: WorkRequestTextField) => String(values[field] ?? '').trim()
  return {
    name: text('name'),
    email: text('email').toLowerCase(),
    phone: text('phone'),
    service: text('service'),
    address: text('address'),
    preferred_dates: text('preferred_dates'),
    notes: text('notes'),
    photos: photosOf(values.photos),
  }
}

/** The lead's name: what is wanted, for whom ("Deck repair: Ana Ruiz"). */
export function workRequestLeadName(request: Pick<WorkRequest, 'service' | 'name'>): string {
  return `${request.service}: ${request.name}`.slice(0, 200)
}

/** The lead's note: everything the requester wrote, one line per field given. */
export function workRequestNote(request: WorkRequest): string {
  const lines = [
    `Service wanted: ${request.service}`,
    `Name: ${request.name}`,
    request.email && `Email: ${request.email}`,
    request.phone && `Phone: ${request.phone}`,
    request.address && `Address: ${request.address}`,
    request.preferred_dates && `Preferred dates: ${request.preferred_dates}`,
    request.notes && `Notes: ${request.notes}`,
  ]
  return lines.filter(Boolean).join('\n')
}
