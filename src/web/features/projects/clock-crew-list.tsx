// The clock card's crew part, for the lead of a crew: each member's state and hours today, "Clock
// in crew" for the members who are out, and Clock out per member.
import type { ClockPerson } from '../../../domain/time/time-api'
import { Button } from '../../components/ui/button'
import { formatHours } from '../../lib/format'
import { clockStateText } from './clock-text'

export type ClockCrewListProps = {
  crew: { id: string; name: string; members: ClockPerson[] }
  isPending: boolean
  onClockIn: (employeeIds: string[]) => void
  onClockOut: (member: ClockPerson) => void
}

export function ClockCrewList({ crew, isPending, onClockIn, onClockOut }: ClockCrewListProps) {
  const out = crew.members.filter((m) => m.state === 'out')
  return (
    <section aria-labelledby="clock-crew-title" className="flex flex-col gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="clock-crew-title" className="font-semibold">
          Crew: {crew.name}
        </h3>
        {out.length > 0 ? (
          <Button
            className="min-h-11"
            disabled={isPending}
            onClick={() => onClockIn(out.map((m) => m.employee_id))}
          >
            Clock in crew
          </Button>
        ) : null}
      </div>
      {crew.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No members in this crew</p>
      ) : (
        <ul aria-label="Crew members" className="flex flex-col divide-y">
          {crew.members.map((member) => (
            <li
              key={member.employee_id}
              className="flex min-h-14 items-center justify-between gap-3 py-1.5"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{member.name}</p>
                <p className="text-sm text-muted-foreground">
                  {clockStateText(member)} · {formatHours(member.today_hours)} today
                </p>
              </div>
              {member.state === 'out' ? null : (
                <Button
                  variant="outline"
                  className="min-h-11 shrink-0"
                  disabled={isPending}
                  aria-label={`Clock out ${member.name}`}
                  onClick={() => onClockOut(member)}
                >
                  Clock out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
