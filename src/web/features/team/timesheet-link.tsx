// "View timesheet" on the employee detail: this week's timesheet of the employee (the week named
// by its Sunday, as the calendar's), for the roles that read time.
import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { LinkButton } from '../../components/link-button'
import { useCan } from '../../lib/access'
import { sundayOfWeek } from '../../lib/week-dates'

export function TimesheetLink({ employeeId }: { employeeId: string }) {
  const canRead = useCan('time:read')
  // This week as of the page's opening.
  const [week] = useState(() => sundayOfWeek(Date.now()))
  if (!canRead) return null
  return (
    <div className="flex justify-end">
      <LinkButton
        to={`/timesheets/${encodeURIComponent(employeeId)}?week=${week}`}
        icon={CalendarClock}
        variant="outline"
      >
        View timesheet
      </LinkButton>
    </div>
  )
}
