// Choosing the job a photo, a video or a shift belongs to: the record picker over jobs, searched on
// the server, the most recent first, with "none" on top.
import type { Ref } from 'react'
import type { Job } from '../../domain/projects/job'
import { formatDate } from '../lib/format'
import { RecordPicker } from './record-picker'

export type JobSelectProps = {
  id: string
  /** The chosen job's id; '' for none. */
  value: string
  onChange: (id: string, job: Job | null) => void
  /** The text for "no job chosen", on the trigger and as the first option. */
  placeholder: string
  disabled?: boolean
  onBlur?: () => void
  ref?: Ref<HTMLButtonElement>
  'aria-invalid'?: boolean
  'aria-describedby'?: string | undefined
}

export function jobChoiceLabel(job: Job): string {
  return `${job.title} · ${formatDate(job.date)}`
}

export function JobSelect({ placeholder, ...props }: JobSelectProps) {
  return (
    <RecordPicker<Job>
      {...props}
      collection="jobs"
      sort="recent"
      getLabel={jobChoiceLabel}
      placeholder={placeholder}
      noneLabel={placeholder}
      searchLabel="Search jobs"
    />
  )
}
