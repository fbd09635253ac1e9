// The Notes tab of a lead.
import { useInfiniteQuery } from '@tanstack/react-query'
import { LEAD_NOTE_MAX } from '../../../domain/sales/lead-note'
import { NotesPanel } from '../../components/notes-panel'
import { leadQueries, useCreateLeadNote, useDeleteLeadNote } from './lead-api'

export function LeadNotesTab({ leadId }: { leadId: string }) {
  const create = useCreateLeadNote()
  const remove = useDeleteLeadNote()
  return (
    <NotesPanel
      query={useInfiniteQuery(leadQueries.notes(leadId))}
      maxLength={LEAD_NOTE_MAX}
      isSaving={create.isPending}
      onSave={(text) => create.mutateAsync({ lead_id: leadId, text })}
      onDelete={(id) => remove.mutateAsync(id)}
    />
  )
}
