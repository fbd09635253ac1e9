// The employee detail's "Hours This Week" and "Earnings" tiles (SPEC texts): from the recorded time
// (`worked`) when the server keeps it, beside the shifts' scheduled hours, saying whether the week is
// approved; from the shifts alone in the demo, which records no time (its `worked` is always 0 h),
// and when an answer has no `worked`.
import { Clock, DollarSign } from 'lucide-react'
import type { StatTileItem } from '../../components/stat-tile'
import { formatDollars } from '../../lib/format'
import type { EmployeeSummary } from '../../../domain/team/employee-summary'
import { isDemoMode } from '../../lib/env'

export function weekTiles(
  summary: EmployeeSummary | undefined,
  seesPay: boolean,
  isDemo: boolean = isDemoMode,
): StatTileItem[] {
  // Typed as always there; an older server's (or a test's) answer may lack it.
  const worked = isDemo ? undefined : (summary?.worked as EmployeeSummary['worked'] | undefined)
  const hours: StatTileItem = {
    label: 'Hours This Week',
    value: (worked ?? summary?.week)?.hours.toString(),
    icon: Clock,
    detail: worked && summary ? `Worked · ${summary.week.hours} h scheduled` : undefined,
  }
  if (!seesPay) return [hours]
  const earnings = worked ? worked.earnings : summary?.week.earnings
  return [
    hours,
    {
      label: 'Earnings',
      value: summary ? (earnings === undefined ? '—' : formatDollars(earnings)) : undefined,
      icon: DollarSign,
      detail: worked
        ? worked.status === 'approved'
          ? 'Approved'
          : 'All recorded time'
        : undefined,
    },
  ]
}
