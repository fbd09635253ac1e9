// Choosing the job a photo, a video or a shift belongs to: the record picker over jobs, searched on
// the server, the most recent first, with "none" on top.
import { useId, type ReactNode, type Ref } from 'react'
import type { Job } from '../../domain/projects/job'
import { formatDate } from '../lib/format'
import { RecordPicker } from './record-picker'
import { Field, FieldLabel } from './ui/field'

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

/** How every job picker searches: on the server, the most recent first. */
export const jobPickerProps = {
  collection: 'jobs',
  sort: 'recent',
  searchLabel: 'Search jobs',
} as const

export function jobChoiceLabel(job: Job): string {
  return `${job.title} · ${formatDate(job.date)}`
}

/** A job as the work order and invoice forms name it: "title (date)". */
export function jobLabelWithDate(job: Job): string {
  return `${job.title} (${formatDate(job.date)})`
}

export function JobSelect({ placeholder, ...props }: JobSelectProps) {
  return (
    <RecordPicker<Job>
      {...props}
      {...jobPickerProps}
      getLabel={jobChoiceLabel}
      placeholder={placeholder}
      noneLabel={placeholder}
    />
  )
}

/** The job picker with its label above it, outside a form library (the media screens). */
export function JobSelectField({
  label,
  ...props
}: Omit<JobSelectProps, 'id'> & { label: ReactNode }) {
  const id = useId()
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <JobSelect id={id} {...props} />
    </Field>
  )
}
