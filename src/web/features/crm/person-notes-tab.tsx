// The Notes tab of a person: notes the team keeps about this client.
import { useQuery } from '@tanstack/react-query'
import { PERSON_NOTE_MAX } from '../../../domain/crm/person-note'
import { NotesPanel } from '../../components/notes-panel'
import { toastSuccess } from '../../lib/toast'
import { personQueries, useCreatePersonNote, useDeletePersonNote } from './api'

export function PersonNotesTab({ personId }: { personId: string }) {
  const notes = useQuery(personQueries.notes(personId))
  const create = useCreatePersonNote()
  const remove = useDeletePersonNote()
  return (
    <NotesPanel
      notes={notes.data?.items}
      error={notes.error}
      onRetry={() => void notes.refetch()}
      maxLength={PERSON_NOTE_MAX}
      isSaving={create.isPending}
      onSave={(text) =>
        create.mutateAsync({ person_id: personId, text }).then(() => toastSuccess('Note saved'))
      }
      onDelete={(id) =>
        remove.mutate(id, {
          onSuccess: () => toastSuccess('Note deleted', 'Note removed successfully'),
        })
      }
    />
  )
}
