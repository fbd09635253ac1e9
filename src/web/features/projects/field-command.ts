// What the Field actions card asks of a job (job-field-api.ts sends it): its own file, so the
// queued timer (queued-field-state.ts) and the API module both read it without importing each other.
import type { LocationStamp } from '../../../domain/time/time-api'

/** A photo taken for a Finish, with the key it is uploaded under (a retry reuses it). */
export type FinishPhoto = { file: File; key: string }

export type FieldCommand =
  | { kind: 'on-my-way' | 'resume' }
  | { kind: 'start'; location?: LocationStamp }
  | { kind: 'pause'; reason: string }
  | {
      kind: 'finish'
      note?: string
      files?: FinishPhoto[]
      finish_anyway?: boolean
      location?: LocationStamp
    }
