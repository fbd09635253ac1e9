// The Notes tab of a company: one free-text field on the company itself (unlike a person's list of
// notes), saved with the company's version so a stale edit is refused.
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { Company } from '../../../domain/crm/company'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toastError, toastSuccess } from '../../lib/toast'
import { useUpdateCompany } from './company-api'

export function CompanyNotesTab({ company }: { company: Company }) {
  const update = useUpdateCompany(company.id)
  const [text, setText] = useState(company.notes)
  const isChanged = text !== company.notes
  return (
    <form
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          { notes: text, version: company.version },
          {
            onSuccess: () => toastSuccess('Notes saved'),
            onError: (error) => toastError('Error', error.message),
          },
        )
      }}
    >
      <Label htmlFor="company-notes-text">Notes about {company.name}</Label>
      <Textarea
        id="company-notes-text"
        rows={6}
        maxLength={10_000}
        placeholder="Gate codes, preferred hours, who signs off on work…"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div className="flex justify-end">
        <Button
          type="submit"
          className="min-h-11 sm:min-h-9"
          disabled={!isChanged || update.isPending}
        >
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {update.isPending ? 'Saving…' : 'Save Notes'}
        </Button>
      </div>
    </form>
  )
}
