// Choosing the job a photo belongs to: a native select (the phone's own picker, a real label) with
// today's and coming jobs first, then earlier ones.
import type { ComponentProps } from 'react'
import { formatDate } from '../lib/format'
import { Select } from './ui/select'

export type JobChoice = { id: string; title: string; date: number }

export type JobSelectProps = Omit<ComponentProps<typeof Select>, 'children'> & {
  jobs: readonly JobChoice[]
  /** The first option, meaning "none chosen". */
  placeholder: string
}

function startOfToday(): number {
  const d = new Date()
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

export function JobSelect({ jobs, placeholder, ...props }: JobSelectProps) {
  const today = startOfToday()
  const upcoming = jobs.filter((j) => j.date >= today).sort((a, b) => a.date - b.date)
  const earlier = jobs.filter((j) => j.date < today).sort((a, b) => b.date - a.date)
  const option = (job: JobChoice) => (
    <option key={job.id} value={job.id}>
      {`${job.title} · ${formatDate(job.date)}`}
    </option>
  )
  return (
    <Select {...props}>
      <option value="">{placeholder}</option>
      {upcoming.length > 0 ? (
        <optgroup label="Today and upcoming">{upcoming.map(option)}</optgroup>
      ) : null}
      {earlier.length > 0 ? <optgroup label="Earlier">{earlier.map(option)}</optgroup> : null}
    </Select>
  )
}
