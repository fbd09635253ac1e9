// A request for work from the client hub (issue #31 section 2): the public form's fields and limits
// (work-request.ts) without the name, e-mail and phone, which are the visiting client's own.
import { AppError } from '../shared/app-error'
import {
  photosOf,
  textFieldErrors,
  type WorkRequest,
  type WorkRequestTextField,
} from './work-request'

export type HubWorkRequest = Omit<WorkRequest, 'name' | 'email' | 'phone'>

const HUB_TEXT_FIELDS: readonly WorkRequestTextField[] = [
  'service',
  'address',
  'preferred_dates',
  'notes',
]

/** A client may request work this many times an hour from the hub. */
export const HUB_WORK_REQUESTS_PER_HOUR = 10
export const HUB_WORK_REQUEST_LIMIT_MESSAGE =
  'You sent many requests in the last hour: please try again later or call us'

/** A checked hub request, trimmed, or a VALIDATION error naming each bad field. */
export function parseHubWorkRequest(body: unknown): HubWorkRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('VALIDATION', 'The request must be a JSON object')
  const values = body as Record<string, unknown>
  const known = new Set<string>([...HUB_TEXT_FIELDS, 'photos'])
  const unknown = Object.keys(values).filter((key) => !known.has(key))
  if (unknown.length > 0) throw new AppError('VALIDATION', `Unknown field: ${unknown.join(', ')}`)
  const errors = textFieldErrors(values, HUB_TEXT_FIELDS)
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION', 'Please check the highlighted fields', errors)
  const text = (field: WorkRequestTextField) => String(values[field] ?? '').trim()
  return {
    service: text('service'),
    address: text('address'),
    preferred_dates: text('preferred_dates'),
    notes: text('notes'),
    photos: photosOf(values.photos),
  }
}
