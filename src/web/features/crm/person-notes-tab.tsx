// The Notes tab of a person: notes the team keeps about this client.
import { useInfiniteQuery } from '@tanstack/react-query'
import { PERSON_NOTE_MAX } from '../../../domain/crm/person-note'
import { NotesPanel } from '../../components/notes-panel'
import { personQueries, useCreatePersonNote, useDeletePersonNote } from './api'

export function PersonNotesTab({ personId }: { personId: string }) {
  const create = useCreatePersonNote()
  const remove = useDeletePersonNote()
  return (
    <NotesPanel
      query={useInfiniteQuery(personQueries.notes(personId))}
      maxLength={PERSON_NOTE_MAX}
      isSaving={create.isPending}
      onSave={(text) => create.mutateAsync({ person_id: personId, text })}
      onDelete={(id) => remove.mutateAsync(id)}
    />
  )
}
