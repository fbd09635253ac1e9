// The first step of Import CSV: the file, read in the browser; and the recent imports, each of
// which can be undone while its records are unchanged.
import { useQuery } from '@tanstack/react-query'
import { Undo2, Upload } from 'lucide-react'
import { useId, useState } from 'react'
import { CsvFileError } from '../../../../domain/csv/csv-parse'
import type { ImportKind } from '../../../../domain/imports/import-fields'
import type { ImportSummary } from '../../../../domain/imports/import-record'
import { BusyIcon } from '../../../components/busy-icon'
import { Button } from '../../../components/ui/button'
import { Field, FieldDescription, FieldError, FieldLabel } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { formatDateTime } from '../../../lib/format'
import { toastError, toastSuccess } from '../../../lib/toast'
import { importQueries, useUndoImport } from './import-api'
import { readCsvFile, type CsvFile } from './read-csv-file'

export function ImportFileStep({
  kind,
  onFile,
}: {
  kind: ImportKind
  onFile: (file: CsvFile) => void
}) {
  const inputId = useId()
  const [error, setError] = useState<string | null>(null)
  const [isReading, setReading] = useState(false)

  async function pick(file: File | undefined) {
    if (!file) return
    setError(null)
    setReading(true)
    try {
      onFile(await readCsvFile(file))
    } catch (caught) {
      setError(caught instanceof CsvFileError ? caught.message : 'The file could not be read')
    } finally {
      setReading(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Field data-invalid={error ? true : undefined}>
        <FieldLabel htmlFor={inputId}>CSV file</FieldLabel>
        <Input
          id={inputId}
          type="file"
          accept=".csv,.txt,.tsv,text/csv,text/plain"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          disabled={isReading}
          onChange={(event) => void pick(event.currentTarget.files?.[0])}
          className="min-h-11 cursor-pointer sm:min-h-9"
        />
        <FieldDescription id={`${inputId}-hint`}>
          <Upload aria-hidden="true" className="mr-1 inline size-3.5" />
          Comma, semicolon or tab separated; UTF-8 or Windows-1252; up to 10,000 rows. You choose
          the columns and see every row before anything is saved.
        </FieldDescription>
        {error ? <FieldError role="alert">{error}</FieldError> : null}
      </Field>
      <RecentImports kind={kind} />
    </div>
  )
}

function RecentImports({ kind }: { kind: ImportKind }) {
  const recent = useQuery(importQueries.recent())
  const undo = useUndoImport()
  const items = (recent.data?.items ?? []).filter((i) => i.kind === kind && i.undone_at === null)
  if (items.length === 0) return null

  function undoImport(item: ImportSummary) {
    undo.mutate(item.id, {
      onSuccess: () =>
        toastSuccess('Import undone', `${item.file_name || 'The import'} was undone`),
      onError: (error) => toastError('Error', error.message),
    })
  }

  return (
    <section aria-labelledby="recent-imports-title" className="flex flex-col gap-2">
      <h3 id="recent-imports-title" className="text-sm font-medium">
        Recent imports
      </h3>
      <ul className="flex flex-col divide-y rounded-md border">
        {items.slice(0, 5).map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="flex min-w-0 flex-col text-sm">
              <span className="truncate font-medium">{item.file_name || 'CSV file'}</span>
              <span className="text-muted-foreground">
                {formatDateTime(item.at)}: {item.created} created, {item.updated} updated
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="min-h-11 sm:min-h-8"
              disabled={undo.isPending}
              onClick={() => undoImport(item)}
              aria-label={`Undo import of ${item.file_name || 'CSV file'}`}
            >
              <BusyIcon isBusy={undo.isPending && undo.variables === item.id} icon={Undo2} />
              Undo
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
