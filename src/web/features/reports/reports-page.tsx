// Reports: figures from the live data, one view per tab; the view lives in the URL (?view=) so the
// dashboard's revenue tile can open 'Last 30 Days' directly.
import { reportViews, type ReportView } from '../../../domain/dashboard/reports'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { useTabParam } from '../../lib/use-tab-param'
import { OverviewView } from './overview-view'
import { Revenue30View } from './revenue-30-view'

export function ReportsPage() {
  const [view, selectView] = useTabParam<ReportView>(reportViews, 'view')

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
