// Reports: figures from the live data, one view per tab; the view lives in the URL (?view=) so the
// dashboard's revenue tile can open 'Last 30 Days' directly.
import { useSearchParams } from 'react-router'
import { reportViews, type ReportView } from '../../../domain/dashboard/reports'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { OverviewView } from './overview-view'
import { Revenue30View } from './revenue-30-view'

const isReportView = (v: string | null): v is ReportView =>
  v !== null && (reportViews as readonly string[]).includes(v)

export function ReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('view')
  const view: ReportView = isReportView(requested) ? requested : 'overview'

  const selectView = (next: string) => {
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev)
        if (next === 'overview') params.delete('view')
        else params.set('view', next)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }

  return (
    <Page>
      <PageHeader title="Reports" description="Revenue and jobs, from your live data" />
      <Tabs value={view} onValueChange={selectView}>
        <TabsList aria-label="Report" className="h-auto">
          <TabsTrigger value="overview" className="min-h-11 px-4 sm:min-h-8">
            Overview
          </TabsTrigger>
          <TabsTrigger value="revenue-30" className="min-h-11 px-4 sm:min-h-8">
            Last 30 Days
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewView />
        </TabsContent>
        <TabsContent value="revenue-30">
          <Revenue30View />
        </TabsContent>
      </Tabs>
    </Page>
  )
}
