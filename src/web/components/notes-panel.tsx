// A record's Notes tab: a text area to write one ('Add Note' jumps to it, 'Save Note' stores it) and
// the saved notes, newest first, each with a delete button. Person and lead notes are the same thing
// (text plus time, same limit), so both tabs are this panel over their own API.
import { LoaderCircle, StickyNote } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { toastSuccess } from '../lib/toast'
import { ConfirmItemDialog } from './confirm-item-dialog'
import { EntryCard } from './entry-card'
import { QueryLoadMore, type MoreQuery } from './load-more'
import { QueryError } from './query-error'
import { Button } from './ui/button'
import { EmptyState } from './ui/empty-state'
import { Label } from './ui/label'
import { Skeleton } from './ui/skeleton'
import { Textarea } from './ui/textarea'

export type NoteItem = { id: string; text: string; created_at: number }

/** The record's notes a page at a time (resourceQueries(...).rows), newest first. */
export type NotesQuery = MoreQuery & {
  data: { items: readonly NoteItem[] } | undefined
  isError: boolean
  error: Error | null
  refetch: () => unknown
}

export type NotesPanelProps = {
  /** The record's notes, newest first. */
  query: NotesQuery
  /** Saves a note; resolves when stored (the text area is then cleared). */
  onSave: (text: string) => Promise<unknown>
  isSaving: boolean
  /** Deletes a note; resolves when deleted. */
  onDelete: (id: string) => Promise<unknown>
  maxLength: number
}

// A failed save or delete is shown as a toast by the mutation cache; the panel only stays as it was.
const ignore = () => undefined

export function NotesPanel({ query, onSave, isSaving, onDelete, maxLength }: NotesPanelProps) {
  const notes = query.data?.items
  const textId = useId()
  const errorId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<NoteItem | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) {
      setProblem('Write the note first')
      textRef.current?.focus()
      return
    }
    setProblem(null)
    onSave(text).then(() => {
      setText('')
      toastSuccess('Note saved')
    }, ignore) // after a failure the text stays for another try
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold">Notes</h2>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-9"
          onClick={() => {
            textRef.current?.focus()
            textRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
          }}
        >
          <StickyNote aria-hidden="true" />
          Add Note
        </Button>
      </div>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs"
      >
        <Label htmlFor={textId}>New note</Label>
        <Textarea
          id={textId}
          ref={textRef}
          value={text}
          maxLength={maxLength}
          rows={3}
          placeholder="What should the team remember?"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value)
            if (problem) setProblem(null)
          }}
        />
        {problem ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" className="min-h-11 sm:min-h-9" disabled={isSaving}>
            {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {isSaving ? 'Saving…' : 'Save Note'}
          </Button>
        </div>
      </form>

      {query.error && !notes ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !notes ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : notes.length === 0 ? (
        <EmptyState icon={<StickyNote />} title="No notes yet" />
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label="Notes">
            {notes.map((note) => (
              <li key={note.id}>
                <EntryCard
                  at={note.created_at}
                  deleteLabel="Delete note"
                  onDelete={() => setToDelete(note)}
                >
                  <p className="text-sm break-words whitespace-pre-wrap">{note.text}</p>
                </EntryCard>
              </li>
            ))}
          </ul>
          <QueryLoadMore query={query} />
        </>
      )}

      <ConfirmItemDialog
        item={toDelete}
        onClose={() => setToDelete(null)}
        title="Delete this note?"
        description="The note is removed for everyone. This cannot be undone."
        confirmLabel="Delete Note"
        onConfirm={(note) =>
          onDelete(note.id).then(
            () => toastSuccess('Note deleted', 'Note removed successfully'),
            ignore,
          )
        }
      />
    </div>
  )
}
