// "Import CSV" beside a CRM list's own actions, for whoever may change persons and companies; the
// wizard (and papaparse) load on the first click, not with the list.
import { FileUp } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { ImportKind } from '../../../../domain/imports/import-fields'
import { Button } from '../../../components/ui/button'
import { Can } from '../../../lib/access'

const ImportCsvDialog = lazy(() =>
  import('./import-csv-dialog').then((m) => ({ default: m.ImportCsvDialog })),
)

export function ImportCsvButton({ kind }: { kind: ImportKind }) {
  const [isOpen, setOpen] = useState(false)
  const [isLoaded, setLoaded] = useState(false)
  return (
    <Can permission="crm:write">
      <Button
        variant="outline"
        className="min-h-11 sm:min-h-9"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <FileUp aria-hidden="true" />
        Import CSV
      </Button>
      {isLoaded ? (
        <Suspense fallback={null}>
          <ImportCsvDialog kind={kind} open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Can>
  )
}
