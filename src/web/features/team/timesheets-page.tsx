// /timesheets (issue #32 section 3): a week's timesheets, a line per employee the user may see
// (name, status, total hours, the overtime flag), each opening that employee's week. The week is in
// the URL (?week=YYYY-MM-DD, its Sunday); without it the browser's current week.
import { useQuery } from '@tanstack/react-query'
import { ChevronRight, Clock } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { dayStringSchema } from '../../../domain/projects/today-query'
import type { TimesheetLine } from '../../../domain/time/time-api'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { WeekSwitcher } from '../../components/week-switcher'
import { formatHours } from '../../lib/format'
import { timesheetQueries } from './timesheet-api'
import { OvertimeBadge, TimesheetStatusBadge } from './timesheet-status-badge'
import { sundayOfWeek } from '../../lib/week-dates'
import { sundayOf } from './timesheet-week'

export function TimesheetsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const param = searchParams.get('week')
  // The week the page opened in (the browser's calendar), as the View timesheet links name it.
  const [currentWeek] = useState(() => sundayOfWeek(Date.now()))
  const week = param && dayStringSchema.safeParse(param).success ? sundayOf(param) : currentWeek
  const list = useQuery(timesheetQueries.list(week))

  return (
    <Page className="max-w-3xl gap-5 px-3 sm:px-4">
      <PageHeader title="Timesheets" description="Hours worked per employee, Sunday to Saturday" />
      <WeekSwitcher
        weekStart={week}
        isThisWeek={week === currentWeek}
        onChange={(next) =>
          setSearchParams(next === null ? {} : { week: next }, { preventScrollReset: true })
        }
      />
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading timesheets">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<Clock />}
          title="No timesheets"
          description="Employees' recorded hours show here by week."
        />
      ) : (
        <ul aria-label="Timesheets" className="flex flex-col divide-y rounded-xl border bg-card">
          {list.data.items.map((line) => (
            <li key={line.employee_id}>
              <TimesheetRow line={line} week={list.data.week_start} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

function TimesheetRow({ line, week }: { line: TimesheetLine; week: string }) {
  return (
    <Link
      to={`/timesheets/${line.employee_id}?week=${week}`}
      className="flex min-h-14 items-center gap-3 px-4 py-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{line.name}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <TimesheetStatusBadge status={line.status} />
          {line.overtime_hours > 0 ? <OvertimeBadge /> : null}
        </span>
      </span>
      <span className="text-right text-sm font-medium tabular-nums">
        {formatHours(line.total_hours)}
        {line.overtime_hours > 0 ? (
          <span className="block text-xs text-muted-foreground">
            {formatHours(line.overtime_hours)} over 40
          </span>
        ) : null}
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
    </Link>
  )
}
