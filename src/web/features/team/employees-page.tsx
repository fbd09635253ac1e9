import { useInfiniteQuery } from '@tanstack/react-query'
import { UsersRound } from 'lucide-react'
import type { Employee } from '../../../domain/team/employee'
import { CardLink } from '../../components/record-card'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { useCan } from '../../lib/access'
import { teamQueries } from './api'
import { MemberListPage } from './member-list-page'
import { AvailabilityBadge, formatHourlyRate } from './availability-badge'
import { EmployeeDialog } from './employee-dialog'
import { PayrollCsvButton } from './payroll-csv-button'

export function employeeHref(id: string): string {
  return `/team/employees/${id}`
}

export function EmployeesPage() {
  return (
    <MemberListPage
      query={useInfiniteQuery(teamQueries.employees())}
      title="Employees"
      singular="employee"
      addLabel="Add Employee"
      emptyIcon={<UsersRound />}
      renderCard={(member) => <EmployeeCard employee={member} />}
      renderDialog={(props) => <EmployeeDialog {...props} />}
      actions={<PayrollCsvButton />}
    />
  )
}

function EmployeeCard({ employee }: { employee: Employee }) {
  const seesPay = useCan('pay:read')
  return (
    <CardLink to={employeeHref(employee.id)} className="gap-4">
      <div className="flex items-center gap-3">
        <Avatar name={employee.name} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate font-semibold group-hover:text-primary">{employee.name}</p>
          <Badge variant="secondary">{employee.role}</Badge>
        </div>
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
        {seesPay ? (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">Hourly Rate</dt>
            <dd className="font-medium tabular-nums">{formatHourlyRate(employee.hourly_rate)}</dd>
          </div>
        ) : null}
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Availability</dt>
          <dd>
            <AvailabilityBadge availability={employee.availability} />
          </dd>
        </div>
      </dl>
    </CardLink>
  )
}
