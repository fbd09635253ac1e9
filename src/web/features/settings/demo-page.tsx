// Settings > Demo (SPEC "Demo settings"): reset all data to the samples, export everything as JSON,
// and a summary line counting the live data.
import { useQuery } from '@tanstack/react-query'
import { Download, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { ActionCard } from '../../components/action-card'
import { BusyIcon } from '../../components/busy-icon'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { datedFileName, saveBlob } from '../../lib/download'
import { isDemoMode } from '../../lib/env'
import { formatCount } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import { fetchExport, settingsQueries, useResetDemo } from './api'

export const RESET_CONFIRM_TEXT = 'Reset all demo data? This will reload the page.'
export const EXPORTED = {
  title: 'Demo data exported',
  description: 'JSON file downloaded successfully',
}

/** The spec's summary words for the counted collections. */
const summaryParts = [
  ['persons', 'contact'],
  ['companies', 'account'],
  ['jobs', 'project'],
  ['estimates', 'quote'],
  ['invoices', 'bill'],
  ['media', 'photo'],
] as const

export function summaryLine(counts: Record<string, number>): string {
  return summaryParts.map(([key, word]) => formatCount(counts[key] ?? 0, word)).join(', ')
}

export function DemoPage() {
  const counts = useQuery(settingsQueries.counts())
  const reset = useResetDemo()
  const [isConfirmOpen, setConfirmOpen] = useState(false)
  const [isExporting, setExporting] = useState(false)

  async function exportData() {
    setExporting(true)
    try {
      const file = await fetchExport()
      saveBlob(file, datedFileName('groundwork-demo', new Date(), 'json'))
      toastSuccess(EXPORTED.title, EXPORTED.description)
    } catch (error) {
      toastError('Error', error instanceof Error ? error.message : 'The export failed')
    } finally {
      setExporting(false)
    }
  }

  function resetData() {
    reset.mutate(undefined, {
      // Every screen holds data from before: start the app afresh on the new samples.
      onSuccess: () => window.location.reload(),
      onError: (error) => toastError('Error', error.message),
    })
  }

  return (
    <Page className="max-w-3xl">
      <PageHeader
        title="Demo"
        description={
          isDemoMode
            ? 'Sample data lives in this browser only. Reset it or take a copy.'
            : 'Sample data of this workspace. Reset it or take a copy.'
        }
      />
      <Card role="region" aria-labelledby="demo-summary-title">
        <CardHeader>
          <CardTitle id="demo-summary-title">Current data</CardTitle>
          <CardDescription aria-live="polite">
            {counts.data ? (
              summaryLine(counts.data)
            ) : counts.isError ? (
              counts.error.message
            ) : (
              <Skeleton className="mt-1 h-4 w-72 max-w-full" />
            )}
          </CardDescription>
        </CardHeader>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          id="demo-export"
          title="Export Demo JSON"
          description="Download every record as one JSON file."
        >
          <Button
            variant="outline"
            className="min-h-11 w-full sm:min-h-9"
            onClick={() => void exportData()}
            disabled={isExporting}
          >
            <BusyIcon isBusy={isExporting} icon={Download} />
            Export Demo JSON
          </Button>
        </ActionCard>
        <ActionCard
          id="demo-reset"
          title="Reset Demo Data"
          description="Replace everything with fresh sample data. Changes you made are lost."
        >
          <Button
            variant="destructive"
            className="min-h-11 w-full sm:min-h-9"
            onClick={() => setConfirmOpen(true)}
            disabled={reset.isPending}
          >
            <BusyIcon isBusy={reset.isPending} icon={RotateCcw} />
            Reset Demo Data
          </Button>
        </ActionCard>
      </div>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Reset Demo Data"
        description={RESET_CONFIRM_TEXT}
        confirmLabel="Reset"
        isDestructive
        onConfirm={resetData}
      />
    </Page>
  )
}
