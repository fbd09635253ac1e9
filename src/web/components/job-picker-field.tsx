// A form field that chooses a job: the jobs searched on the server, the most recent first, with
// "none" (worded like the placeholder) on top.
import type { FieldValues } from 'react-hook-form'
import type { Job } from '../../domain/projects/job'
import { jobChoiceLabel, jobPickerProps } from './job-select'
import { RecordPickerField, type RecordPickerFieldProps } from './record-picker-field'

export function JobPickerField<V extends FieldValues, O extends FieldValues = V>({
  placeholder,
  getLabel = jobChoiceLabel,
  ...props
}: Omit<
  RecordPickerFieldProps<V, Job, O>,
  'collection' | 'sort' | 'getLabel' | 'noneLabel' | 'searchLabel'
> & {
  /** How a job reads in the list; "title · date" unless told. */
  getLabel?: (job: Job) => string
}) {
  return (
    <RecordPickerField<V, Job, O>
      {...props}
      {...jobPickerProps}
      getLabel={getLabel}
      placeholder={placeholder}
      noneLabel={placeholder}
    />
  )
}
