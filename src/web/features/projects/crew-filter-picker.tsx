// The crew filter of the calendar and Today: a crew picker whose empty choice is "All crews".
import type { Crew } from '../../../domain/team/crew'
import { RecordPicker } from '../../components/record-picker'

export type CrewFilterPickerProps = {
  id: string
  className?: string
  /** The chosen crew's id; undefined for all crews. */
  value: string | undefined
  onChange: (crewId: string | null) => void
}

export function CrewFilterPicker({ id, className, value, onChange }: CrewFilterPickerProps) {
  return (
    <RecordPicker<Crew>
      id={id}
      className={className}
      collection="crews"
      value={value ?? ''}
      getLabel={(crew) => crew.name}
      placeholder="All crews"
      noneLabel="All crews"
      searchLabel="Search crews"
      emptyText="No crews found"
      onChange={(crewId) => onChange(crewId || null)}
    />
  )
}
