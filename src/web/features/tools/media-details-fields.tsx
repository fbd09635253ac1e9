// What a new photo or video is about, asked by the camera's review and by Upload Media: the job it
// belongs to (none: "Untitled") and a note.
import { useId, useState } from 'react'
import { JobSelectField } from '../../components/job-select'
import { Field, FieldLabel } from '../../components/ui/field'
import { Textarea } from '../../components/ui/textarea'

export type MediaDetails = ReturnType<typeof useMediaDetails>

/** The chosen job and the note, and how they go into the upload. */
export function useMediaDetails(defaultJobId = '') {
  const [jobId, setJobId] = useState(defaultJobId)
  const [notes, setNotes] = useState('')
  return {
    jobId,
    setJobId,
    notes,
    setNotes,
    reset: () => {
      setJobId(defaultJobId)
      setNotes('')
    },
    input: { job_id: jobId || null, notes: notes.trim() },
  }
}

export function MediaDetailsFields({
  details: { jobId, setJobId, notes, setNotes },
  notesPlaceholder,
  disabled,
}: {
  details: MediaDetails
  notesPlaceholder: string
  disabled: boolean
}) {
  const notesId = useId()
  return (
    <>
      <JobSelectField
        label="Job"
        placeholder="No job (Untitled)"
        value={jobId}
        onChange={setJobId}
        disabled={disabled}
      />
      <Field>
        <FieldLabel htmlFor={notesId}>Notes</FieldLabel>
        <Textarea
          id={notesId}
          rows={2}
          maxLength={2000}
          value={notes}
          placeholder={notesPlaceholder}
          onChange={(event) => setNotes(event.currentTarget.value)}
          disabled={disabled}
        />
      </Field>
    </>
  )
}
