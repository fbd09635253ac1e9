import { useInfiniteQuery } from '@tanstack/react-query'
import { Plus, UsersRound } from 'lucide-react'
import { useState } from 'react'
import type { Employee } from '../../../domain/team/employee'
import { CardLink } from '../../components/record-card'
import { listCountLine, PagedCardList } from '../../components/paged-card-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { teamQueries } from './api'
import { AvailabilityBadge, formatHourlyRate } from './availability-badge'
import { TeamCardSkeleton } from './card-grid-skeleton'
import { EmployeeDialog } from './employee-dialog'

export function employeeHref(id: string): string {
  return `/team/employees/${id}`
}

export function EmployeesPage() {
  const [isAdding, setAdding] = useState(false)
  const query = useInfiniteQuery(teamQueries.employees())
  const list = useInfiniteList(query)

  return (
    <Page>
      <PageHeader
        title="Employees"
        description={listCountLine(list, { singular: 'employee' })}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Employee
          </Button>
        }
      />
      <PagedCardList
        query={query}
        list={list}
        label="Employees"
        plural="employees"
        skeleton={<TeamCardSkeleton />}
        empty={<EmptyState icon={<UsersRound />} title="No employees yet" />}
        getKey={(employee) => employee.id}
        renderItem={(employee) => <EmployeeCard employee={employee} />}
        estimateRowHeight={120}
      />
      <EmployeeDialog open={isAdding} onOpenChange={setAdding} />
    </Page>
  )
}

function EmployeeCard({ employee }: { employee: Employee }) {
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
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Hourly Rate</dt>
          <dd className="font-medium tabular-nums">{formatHourlyRate(employee.hourly_rate)}</dd>
        </div>
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
