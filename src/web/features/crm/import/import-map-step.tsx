// The second step of Import CSV: which field each column fills (guessed from the headers), what to
// do with duplicates, and a preview of the first rows with what the import will do with each (the
// server's dry run: the same checks as the import itself), then the import.
import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, FileUp } from 'lucide-react'
import { useMemo, useState } from 'react'
import {
  guessMapping,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportKind,
} from '../../../../domain/imports/import-fields'
import type { DuplicateChoice } from '../../../../domain/imports/import-plan'
import { rowNumberOf } from '../../../../domain/imports/import-plan'
import type { ImportResult } from '../../../../domain/imports/import-record'
import { companyInputOf, personInputOf } from '../../../../domain/imports/import-rows'
import { mapRows } from '../../../../domain/imports/map-rows'
import { BusyIcon } from '../../../components/busy-icon'
import { Button } from '../../../components/ui/button'
import { Select } from '../../../components/ui/select'
import { toastError, toastSuccess } from '../../../lib/toast'
import { importQueries, useRunImport, type ImportRequest } from './import-api'
import { ImportPreview } from './import-preview'
import { delimiterName, type CsvFile } from './read-csv-file'

const IGNORE = ''

export function ImportMapStep({
  kind,
  file,
  onBack,
  onBusyChange,
  onImported,
}: {
  kind: ImportKind
  file: CsvFile
  onBack: () => void
  onBusyChange: (isBusy: boolean) => void
  onImported: (result: ImportResult) => void
}) {
  const [mapping, setMapping] = useState(() => guessMapping(kind, file.headers))
  const [onDuplicate, setOnDuplicate] = useState<DuplicateChoice>('skip')
  const rows = useMemo(() => mapRows(file.rows, mapping), [file.rows, mapping])
  const request: ImportRequest = { file_name: file.name, on_duplicate: onDuplicate, rows }
  const dryRun = useQuery(
    importQueries.dryRun(kind, request, `${file.name}|${mapping.join(',')}|${onDuplicate}`),
  )
  const run = useRunImport(kind)
  const hasMapping = mapping.some((field) => field !== null)
  const noun = kind === 'persons' ? 'person' : 'company'

  function startImport() {
    onBusyChange(true)
    run.mutate(request, {
      onSuccess: (result) => {
        toastSuccess(
          'Import complete',
          `${result.created} created, ${result.updated} updated, ${result.skipped} skipped`,
        )
        onImported(result)
      },
      onError: (error) => toastError('Error', error.message),
      onSettled: () => onBusyChange(false),
    })
  }

  const preview = rows.slice(0, 8).map((row, index) => {
    const input = kind === 'persons' ? personInputOf(row) : companyInputOf(row)
    return {
      row: rowNumberOf(index),
      name: String(input.name ?? ''),
      detail: kind === 'persons' ? String(input.email ?? '') : String(input.website ?? ''),
    }
  })

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{file.name}</span>:{' '}
        {file.rows.length.toLocaleString('en-US')} rows, {file.encoding.toUpperCase()},{' '}
        {delimiterName(file.delimiter)}-separated
      </p>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Columns</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {file.headers.map((header, index) => {
            const id = `import-column-${index}`
            return (
              <div key={id} className="flex flex-col gap-1.5">
                <label htmlFor={id} className="truncate text-sm" title={header}>
                  {header || `Column ${index + 1}`}
                </label>
                <Select
                  id={id}
                  value={mapping[index] ?? IGNORE}
                  onChange={(event) => {
                    const value = event.currentTarget.value
                    setMapping((before) =>
                      before.map((field, i) =>
                        i === index ? (value === IGNORE ? null : (value as ImportField)) : field,
                      ),
                    )
                  }}
                >
                  <option value={IGNORE}>Don't import</option>
                  {IMPORT_FIELDS[kind].map((field) => (
                    <option key={field} value={field}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                </Select>
              </div>
            )
          })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">
          {kind === 'persons'
            ? 'Rows with the email or phone of an existing person'
            : 'Rows with the name of an existing company'}
        </legend>
        {(
          [
            ['skip', `Skip them (keep the existing ${noun})`],
            ['update', `Update the existing ${noun} with the file's values`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-sm sm:min-h-8">
            <input
              type="radio"
              name="on-duplicate"
              value={value}
              checked={onDuplicate === value}
              onChange={() => setOnDuplicate(value)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>

      <ImportPreview kind={kind} rows={preview} dryRun={dryRun} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          className="min-h-11 sm:min-h-9"
          onClick={onBack}
          disabled={run.isPending}
        >
          <ArrowLeft aria-hidden="true" />
          Choose another file
        </Button>
        <Button
          className="min-h-11 sm:min-h-9"
          onClick={startImport}
          disabled={run.isPending || !hasMapping || !dryRun.data}
        >
          <BusyIcon isBusy={run.isPending} icon={FileUp} />
          {dryRun.data
            ? `Import ${dryRun.data.created + dryRun.data.updated} of ${rows.length.toLocaleString('en-US')} rows`
            : 'Import'}
        </Button>
      </div>
    </div>
  )
}
