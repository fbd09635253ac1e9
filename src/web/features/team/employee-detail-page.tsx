import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Briefcase, DollarSign, StickyNote, UserX, UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import type { Employee } from '../../../domain/team/employee'
import {
  EMPLOYEE_HOURS_PER_WEEK,
  NO_ACTIVE_JOBS_TEXT,
  NO_CREWS_TEXT,
  type EmployeeSummary,
} from '../../../domain/team/employee-summary'
import { OnSiteBadge } from '../../components/on-site-badge'
import { DetailHeader } from '../../components/detail-header'
import { DetailTabs } from '../../components/detail-tabs'
import { InfoCard, InfoRow } from '../../components/info-row'
import { JobList } from '../../components/job-list'
import { Page } from '../../components/layout/page'
import { RecordDetailPage } from '../../components/record-detail-page'
import { QueryError } from '../../components/query-error'
import { StatTiles } from '../../components/stat-tile'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { EmptyState } from '../../components/ui/empty-state'
import { Skeleton } from '../../components/ui/skeleton'
import { useCan } from '../../lib/access'
import { formatCount, formatDollars } from '../../lib/format'
import { teamQueries } from './api'
import { AvailabilityBadge } from './availability-badge'
import { ScheduleTab } from './schedule-tab'
import { TimesheetLink } from './timesheet-link'
import { weekTiles } from './week-tiles'

const LIST_HREF = '/team/employees'

export function EmployeeDetailPage() {
  const { id = '' } = useParams()
  return (
    <RecordDetailPage
      query={useQuery(teamQueries.employee(id))}
      noun="Employee"
      titleOf={(employee) => employee.name}
      backTo={LIST_HREF}
      backLabel="Back to Employees"
      notFoundIcon={<UserX />}
      notFoundDescription="They may have left the team, or the link is wrong."
    >
      {(employee) => <EmployeeDetail employee={employee} />}
    </RecordDetailPage>
  )
}

function EmployeeDetail({ employee }: { employee: Employee }) {
  const summary = useQuery(teamQueries.employeeSummary(employee.id))
  // Pay rates (and the earnings they make) are for the roles that may see pay: not a Foreman.
  const seesPay = useCan('pay:read')
  return (
    <Page>
      <DetailHeader
        backTo={LIST_HREF}
        backLabel="Back to Employees"
        media={<Avatar name={employee.name} size="lg" />}
        title={employee.name}
        record={{ collection: 'employees', id: employee.id }}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{employee.role}</Badge>
          <AvailabilityBadge availability={employee.availability} />
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {seesPay ? (
            <span className="inline-flex items-center gap-1.5">
              <DollarSign aria-hidden="true" className="size-4" />
              {formatDollars(employee.hourly_rate)} per hour
            </span>
          ) : null}
          <span>Full-time</span>
          <span>{EMPLOYEE_HOURS_PER_WEEK} hrs/week</span>
        </p>
      </DetailHeader>

      <StatTiles
        items={[
          { label: 'Crews', value: summary.data?.crews.length.toString(), icon: UsersRound },
          {
            label: 'Active Jobs',
            value: summary.data?.active_jobs.length.toString(),
            icon: Briefcase,
          },
          ...weekTiles(summary.data, seesPay),
        ]}
      />
      <TimesheetLink employeeId={employee.id} />

      <DetailTabs
        label="Employee details"
        tabs={[
          { value: 'info', label: 'Info', content: <InfoTab employee={employee} /> },
          {
            value: 'crews',
            label: 'Crews',
            content: (
              <SummaryPart summary={summary}>{(data) => <CrewsTab summary={data} />}</SummaryPart>
            ),
          },
          {
            value: 'jobs',
            label: 'Jobs',
            content: (
              <SummaryPart summary={summary}>{(data) => <JobsTab summary={data} />}</SummaryPart>
            ),
          },
          {
            value: 'schedule',
            label: 'Schedule',
            content: <ScheduleTab employeeId={employee.id} />,
          },
          {
            value: 'notes',
            label: 'Notes',
            content: <EmptyState icon={<StickyNote />} title="No notes yet" />,
          },
        ]}
      />
    </Page>
  )
}

function SummaryPart({
  summary,
  children,
}: {
  summary: UseQueryResult<EmployeeSummary>
  children: (data: EmployeeSummary) => ReactNode
}) {
  if (summary.isPending) return <Skeleton className="h-32 w-full rounded-xl" />
  if (summary.isError) {
    return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
  }
  return children(summary.data)
}

function InfoTab({ employee }: { employee: Employee }) {
  const seesPay = useCan('pay:read')
  return (
    <InfoCard>
      <InfoRow label="Name">{employee.name}</InfoRow>
      <InfoRow label="Role">{employee.role}</InfoRow>
      {seesPay ? (
        <InfoRow label="Hourly rate">{formatDollars(employee.hourly_rate)} per hour</InfoRow>
      ) : null}
      <InfoRow label="Availability">{employee.availability || 'Unknown'}</InfoRow>
      <InfoRow label="Employment">Full-time</InfoRow>
      <InfoRow label="Hours">{EMPLOYEE_HOURS_PER_WEEK} hrs/week</InfoRow>
    </InfoCard>
  )
}

function CrewsTab({ summary }: { summary: EmployeeSummary }) {
  if (summary.crews.length === 0) {
    return <EmptyState icon={<UsersRound />} title={NO_CREWS_TEXT} />
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {summary.crews.map((crew) => (
        <li key={crew.id}>
          <Link
            to="/team/crews"
            className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none hover:border-primary/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{crew.name}</span>
              <span className="text-sm text-muted-foreground">
                {formatCount(crew.members.length, 'member')}
              </span>
            </span>
            {crew.on_site_now ? <OnSiteBadge /> : null}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function JobsTab({ summary }: { summary: EmployeeSummary }) {
  if (summary.active_jobs.length === 0) {
    return <EmptyState icon={<Briefcase />} title={NO_ACTIVE_JOBS_TEXT} />
  }
  return <JobList jobs={summary.active_jobs} hasTime />
}
