// The last step of Import CSV: how many were created, updated and skipped, why each skip, and the
// undo of the whole import (refused once any of its records has changed).
import { Undo2 } from 'lucide-react'
import type { ImportKind } from '../../../../domain/imports/import-fields'
import type { ImportResult } from '../../../../domain/imports/import-record'
import { BusyIcon } from '../../../components/busy-icon'
import { Button } from '../../../components/ui/button'
import { toastError, toastSuccess } from '../../../lib/toast'
import { useUndoImport } from './import-api'

const SHOWN_SKIPS = 50

export function ImportResultStep({
  kind,
  result,
  onBusyChange,
  onClose,
}: {
  kind: ImportKind
  result: ImportResult
  onBusyChange: (isBusy: boolean) => void
  onClose: () => void
}) {
  const undo = useUndoImport()
  const skips = result.rows.filter((r) => r.action === 'skip')
  const stored = result.import

  function undoImport() {
    if (!stored) return
    onBusyChange(true)
    undo.mutate(stored.id, {
      onSuccess: () => {
        toastSuccess(
          'Import undone',
          `The ${kind} of ${stored.file_name || 'the file'} were removed or restored`,
        )
        onClose()
      },
      onError: (error) => toastError('Error', error.message),
      onSettled: () => onBusyChange(false),
    })
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm">
        <span className="font-medium">{result.created} created</span>,{' '}
        <span className="font-medium">{result.updated} updated</span>,{' '}
        <span className="font-medium">{result.skipped} skipped</span>.
      </p>
      {skips.length > 0 ? (
        <section aria-labelledby="import-skips-title" className="flex flex-col gap-2">
          <h3 id="import-skips-title" className="text-sm font-medium">
            Skipped rows
          </h3>
          <ul className="flex flex-col divide-y rounded-md border text-sm">
            {skips.slice(0, SHOWN_SKIPS).map((skip) => (
              <li key={skip.row} className="flex gap-3 p-2">
                <span className="w-16 shrink-0 text-muted-foreground">Row {skip.row}</span>
                <span>{skip.reason}</span>
              </li>
            ))}
          </ul>
          {skips.length > SHOWN_SKIPS ? (
            <p className="text-sm text-muted-foreground">and {skips.length - SHOWN_SKIPS} more</p>
          ) : null}
        </section>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {stored && (result.created > 0 || result.updated > 0) ? (
          <Button
            variant="outline"
            className="min-h-11 sm:min-h-9"
            onClick={undoImport}
            disabled={undo.isPending}
          >
            <BusyIcon isBusy={undo.isPending} icon={Undo2} />
            Undo import
          </Button>
        ) : null}
        <Button className="min-h-11 sm:min-h-9" onClick={onClose} disabled={undo.isPending}>
          Done
        </Button>
      </div>
    </div>
  )
}
