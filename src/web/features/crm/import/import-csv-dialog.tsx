// Import CSV (issue #21): pick a file, map its columns and see what each row will do, import in one
// go, then undo if it was the wrong file. Persons and companies; for whoever holds crm:write.
import { useState } from 'react'
import type { ImportKind } from '../../../../domain/imports/import-fields'
import type { ImportResult } from '../../../../domain/imports/import-record'
import { DialogHeading, FormDialogFrame } from '../../../components/form-dialog'
import type { OverlayProps } from '../../../components/overlay-props'
import { ImportFileStep } from './import-file-step'
import { ImportMapStep } from './import-map-step'
import { ImportResultStep } from './import-result-step'
import type { CsvFile } from './read-csv-file'

export const IMPORT_TITLES: Record<ImportKind, string> = {
  persons: 'Import persons from CSV',
  companies: 'Import companies from CSV',
}

type Step =
  { name: 'file' } | { name: 'map'; file: CsvFile } | { name: 'done'; result: ImportResult }

export function ImportCsvDialog({ kind, open, onOpenChange }: OverlayProps & { kind: ImportKind }) {
  const [step, setStep] = useState<Step>({ name: 'file' })
  const [isBusy, setBusy] = useState(false)

  function changeOpen(next: boolean) {
    onOpenChange(next)
    // Each opening starts with a new file.
    if (!next) setStep({ name: 'file' })
  }

  return (
    <FormDialogFrame
      open={open}
      onOpenChange={changeOpen}
      isLocked={isBusy}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
    >
      <DialogHeading
        title={IMPORT_TITLES[kind]}
        description={
          kind === 'persons'
            ? 'Client lists from Jobber, Housecall Pro, QuickBooks or a spreadsheet. Rows with the email or phone of an existing person are duplicates.'
            : 'Customer lists from Jobber, Housecall Pro, QuickBooks or a spreadsheet. Rows with the name of an existing company are duplicates.'
        }
      />
      {step.name === 'file' ? (
        <ImportFileStep kind={kind} onFile={(file) => setStep({ name: 'map', file })} />
      ) : step.name === 'map' ? (
        <ImportMapStep
          kind={kind}
          file={step.file}
          onBack={() => setStep({ name: 'file' })}
          onBusyChange={setBusy}
          onImported={(result) => setStep({ name: 'done', result })}
        />
      ) : (
        <ImportResultStep
          kind={kind}
          result={step.result}
          onBusyChange={setBusy}
          onClose={() => changeOpen(false)}
        />
      )}
    </FormDialogFrame>
  )
}
