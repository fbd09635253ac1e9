// The Notes tab of a lead.
import { useQuery } from '@tanstack/react-query'
import { LEAD_NOTE_MAX } from '../../../domain/sales/lead-note'
import { NotesPanel } from '../../components/notes-panel'
import { toastSuccess } from '../../lib/toast'
import { leadQueries, useCreateLeadNote, useDeleteLeadNote } from './lead-api'

export function LeadNotesTab({ leadId }: { leadId: string }) {
  const notes = useQuery(leadQueries.notes(leadId))
  const create = useCreateLeadNote()
  const remove = useDeleteLeadNote()
  return (
    <NotesPanel
      notes={notes.data?.items}
      error={notes.error}
      onRetry={() => void notes.refetch()}
      maxLength={LEAD_NOTE_MAX}
      isSaving={create.isPending}
      onSave={(text) =>
        create.mutateAsync({ lead_id: leadId, text }).then(() => toastSuccess('Note saved'))
      }
      onDelete={(id) =>
        remove.mutate(id, {
          onSuccess: () => toastSuccess('Note deleted', 'Note removed successfully'),
        })
      }
    />
  )
}
