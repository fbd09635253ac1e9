// The preview of Import CSV: the totals of the dry run and the first rows, each with what the
// import will do with it and why (the create schema's messages, the duplicate it matches).
import type { UseQueryResult } from '@tanstack/react-query'
import type { ImportKind } from '../../../../domain/imports/import-fields'
import type { ImportResult } from '../../../../domain/imports/import-record'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/cn'

type PreviewRow = { row: number; name: string; detail: string }

const ACTION_LABELS = { create: 'New', update: 'Update', skip: 'Skip' } as const

export function ImportPreview({
  kind,
  rows,
  dryRun,
}: {
  kind: ImportKind
  rows: PreviewRow[]
  dryRun: UseQueryResult<ImportResult>
}) {
  const outcomes = new Map((dryRun.data?.rows ?? []).map((o) => [o.row, o]))
  return (
    <section aria-labelledby="import-preview-title" className="flex flex-col gap-2">
      <h3 id="import-preview-title" className="text-sm font-medium">
        Preview
      </h3>
      <p className="text-sm" aria-live="polite">
        {dryRun.data ? (
          `${dryRun.data.created} new, ${dryRun.data.updated} to update, ${dryRun.data.skipped} to skip`
        ) : dryRun.isError ? (
          <span role="alert" className="text-destructive">
            {dryRun.error.message}
          </span>
        ) : (
          <Skeleton className="h-4 w-56" />
        )}
      </p>
      <ul aria-label="First rows" className="flex flex-col divide-y rounded-md border text-sm">
        {rows.map((preview) => {
          const outcome = outcomes.get(preview.row)
          const action = dryRun.data ? (outcome?.action ?? 'create') : null
          return (
            <li
              key={preview.row}
              className="grid grid-cols-[3.5rem_1fr] gap-x-3 gap-y-1 p-3 sm:grid-cols-[3.5rem_1fr_auto]"
            >
              <span className="text-muted-foreground">Row {preview.row}</span>
              <span className="min-w-0">
                <span className="block truncate font-medium">{preview.name || '(no name)'}</span>
                <span className="block truncate text-muted-foreground">
                  {preview.detail || (kind === 'persons' ? '(no email)' : '')}
                </span>
              </span>
              <span
                className={cn(
                  'col-start-2 text-sm sm:col-start-3 sm:text-right',
                  action === 'skip' && 'text-destructive',
                )}
              >
                {action ? ACTION_LABELS[action] : '…'}
                {outcome?.reason ? (
                  <span className="block text-xs sm:max-w-64">{outcome.reason}</span>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
