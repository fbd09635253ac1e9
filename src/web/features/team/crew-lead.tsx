// A crew card's "Lead: {name}" line: the name for the roles that only read crews, a select of the
// crew's members for the roles that change crews (Owner, Office, Foreman), saved at once.
import { useId } from 'react'
import type { Crew } from '../../../domain/team/crew'
import { Select } from '../../components/ui/select'
import { useCan } from '../../lib/access'
import { toastError, toastSuccess } from '../../lib/toast'
import { useSetCrewLead } from './api'

/** A member's name: null when they are no longer an employee, undefined while loading. */
export type MemberName = { id: string; name: string | null | undefined }

const NO_LEAD = ''

const nameText = (member: MemberName | undefined) =>
  member?.name === undefined ? 'Loading…' : (member.name ?? 'Former employee')

export function CrewLead({ crew, members }: { crew: Crew; members: MemberName[] }) {
  const canChange = useCan('crews:write')
  const lead = members.find((member) => member.id === crew.lead_employee_id)
  if (!canChange) {
    return (
      <p className="text-sm">
        <span className="text-muted-foreground">Lead: </span>
        {crew.lead_employee_id ? (
          nameText(lead)
        ) : (
          <span className="text-muted-foreground">none</span>
        )}
      </p>
    )
  }
  return <CrewLeadSelect crew={crew} members={members} />
}

function CrewLeadSelect({ crew, members }: { crew: Crew; members: MemberName[] }) {
  const id = useId()
  const setLead = useSetCrewLead()
  const value = setLead.isPending
    ? (setLead.variables.leadId ?? NO_LEAD)
    : (crew.lead_employee_id ?? NO_LEAD)
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="shrink-0 text-muted-foreground">
        Lead:
      </label>
      <Select
        id={id}
        // The cards all say 'Lead': the name tells the screen reader which crew's it is.
        aria-label={`Lead of ${crew.name}`}
        // A 44 px target on a phone (issue #32), the form's height on a wider screen.
        selectClassName="h-11 md:h-9"
        value={value}
        disabled={setLead.isPending || members.length === 0}
        onChange={(event) => {
          const leadId = event.currentTarget.value || null
          setLead.mutate(
            { crew, leadId },
            {
              onSuccess: (saved) => {
                const name = nameText(members.find((m) => m.id === saved.lead_employee_id))
                toastSuccess(
                  'Lead updated',
                  saved.lead_employee_id
                    ? `${name} leads ${saved.name}`
                    : `${saved.name} has no lead`,
                )
              },
              onError: (error) => toastError('Error', error.message),
            },
          )
        }}
      >
        <option value={NO_LEAD}>No lead</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {nameText(member)}
          </option>
        ))}
      </Select>
    </div>
  )
}
