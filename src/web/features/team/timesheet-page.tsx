// /timesheets/:employeeId?week=YYYY-MM-DD: one employee's week (timesheet-view.tsx) with a week
// switcher; without a week, the browser's current one.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { dayStringSchema } from '../../../domain/projects/today-query'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { WeekSwitcher } from '../../components/week-switcher'
import { timesheetQueries } from './timesheet-api'
import { TimesheetView } from './timesheet-view'
import { sundayOfWeek } from '../../lib/week-dates'
import { sundayOf } from './timesheet-week'

export function TimesheetPage() {
  const { employeeId = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const [currentWeek] = useState(() => sundayOfWeek(Date.now()))
  const param = searchParams.get('week')
  const week = param && dayStringSchema.safeParse(param).success ? sundayOf(param) : currentWeek
  // The same query as the view's: the page's title is the employee's name.
  const sheet = useQuery(timesheetQueries.detail(employeeId, week))
  return (
    <Page className="max-w-5xl gap-5 px-3 sm:px-4">
      <BackLink to={`/timesheets?week=${week}`}>Back to Timesheets</BackLink>
      <PageHeader
        title={sheet.data?.employee.name ?? 'Timesheet'}
        description={sheet.data ? `Timesheet · ${sheet.data.time_zone}` : 'Timesheet'}
      />
      <WeekSwitcher
        weekStart={week}
        isThisWeek={week === currentWeek}
        onChange={(next) =>
          setSearchParams(next === null ? {} : { week: next }, { preventScrollReset: true })
        }
      />
      <TimesheetView employeeId={employeeId} week={week} />
    </Page>
  )
}
