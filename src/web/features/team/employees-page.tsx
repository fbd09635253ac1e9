import { useInfiniteQuery } from '@tanstack/react-query'
import { Plus, UsersRound } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Employee } from '../../../domain/team/employee'
import { VirtualList } from '../../components/virtual-list'
import { useInfiniteList } from '../../data/use-infinite-list'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCount } from '../../lib/format'
import { teamQueries } from './api'
import { AvailabilityBadge, formatHourlyRate } from './availability-badge'
import { CardGridSkeleton } from './card-grid-skeleton'
import { EmployeeDialog } from './employee-dialog'

export function employeeHref(id: string): string {
  return `/team/employees/${id}`
}

export function EmployeesPage() {
  const [isAdding, setAdding] = useState(false)
  const query = useInfiniteQuery(teamQueries.employees())
  const list = useInfiniteList(query)
  const { items: employees, total } = list

  return (
    <Page>
      <PageHeader
        title="Employees"
        description={
          total !== undefined ? (
            <span aria-live="polite">{formatCount(total, 'employee')}</span>
          ) : (
            <Skeleton className="h-4 w-24" />
          )
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Employee
          </Button>
        }
      />
      {list.isPending ? (
        <CardGridSkeleton />
      ) : query.isError && employees.length === 0 ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : employees.length === 0 ? (
        <EmptyState icon={<UsersRound />} title="No employees yet" />
      ) : (
        <VirtualList
          label="Employees"
          items={employees}
          total={total}
          getKey={(employee) => employee.id}
          renderItem={(employee) => <EmployeeCard employee={employee} />}
          columns={{ base: 1, sm: 2, xl: 3 }}
          estimateRowHeight={120}
          paging={list}
        />
      )}
      <EmployeeDialog open={isAdding} onOpenChange={setAdding} />
    </Page>
  )
}

function EmployeeCard({ employee }: { employee: Employee }) {
  return (
    <Link
      to={employeeHref(employee.id)}
      className="group flex h-full flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs transition-all outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
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
    </Link>
  )
}
