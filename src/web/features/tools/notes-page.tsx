import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Sparkles, StickyNote, Trash2 } from 'lucide-react'
import { useState } from 'react'
import {
  NOTE_DELETED,
  NOTES_EMPTY_TEXT,
  noteFolders,
  noteMovedMessage,
  type Note,
  type NoteFolder,
} from '../../../domain/tools/note'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { LinkButton } from '../../components/link-button'
import { QueryList } from '../../components/query-list'
import { ListSkeleton } from '../../components/card-skeleton'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Label } from '../../components/ui/label'
import { Select } from '../../components/ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs'
import { formatDateTime } from '../../lib/format'
import { toastSuccess } from '../../lib/toast'
import { useTabParam } from '../../lib/use-tab-param'
import { noteQueries, useDeleteNote, useMoveNote } from './api'

export function NotesPage() {
  const [folder, selectFolder] = useTabParam<NoteFolder>(noteFolders, 'folder')

  return (
    <Page>
      <PageHeader
        title="Notes"
        description="Notes saved from AI conversations"
        actions={
          <LinkButton to="/ai" icon={Sparkles} variant="outline">
            Open AI chat
          </LinkButton>
        }
      />
      <Tabs value={folder} onValueChange={selectFolder}>
        <TabsList aria-label="Note folders" className="h-11 w-full sm:w-fit">
          {noteFolders.map((f) => (
            <TabsTrigger key={f} value={f} className="min-h-9 px-4">
              {f}
              <FolderCount folder={f} />
            </TabsTrigger>
          ))}
        </TabsList>
        {noteFolders.map((f) => (
          <TabsContent key={f} value={f}>
            {f === folder ? <NoteList folder={f} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  )
}

function FolderCount({ folder }: { folder: NoteFolder }) {
  const count = useQuery(noteQueries.count(folder))
  return (
    <span className="min-w-5 rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
      {count.data ?? '·'}
    </span>
  )
}

function NoteList({ folder }: { folder: NoteFolder }) {
  const query = useInfiniteQuery(noteQueries.folder(folder))
  const notes = query.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <QueryList
      query={query}
      items={notes}
      label={`${folder} notes`}
      loading={<ListSkeleton className="flex flex-col gap-3" rowClassName="h-24 rounded-xl" />}
      empty={<EmptyState icon={<StickyNote />} title={NOTES_EMPTY_TEXT} />}
      getKey={(note) => note.id}
      renderItem={(note) => <NoteCard note={note} />}
      className="flex flex-col gap-3"
    />
  )
}

function NoteCard({ note }: { note: Note }) {
  const move = useMoveNote()
  const remove = useDeleteNote()
  const [isConfirming, setConfirming] = useState(false)
  const selectId = `note-folder-${note.id}`

  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{note.text}</p>
        <time
          className="text-xs text-muted-foreground"
          dateTime={new Date(note.timestamp).toISOString()}
        >
          {formatDateTime(note.timestamp)}
        </time>
      </div>
      <div className="flex shrink-0 items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={selectId} className="text-xs text-muted-foreground">
            Folder
          </Label>
          <Select
            id={selectId}
            value={note.folder}
            disabled={move.isPending}
            className="w-32"
            onChange={(event) => {
              const folder = event.currentTarget.value as NoteFolder
              if (folder === note.folder) return
              // Not mutate's own onSuccess: the moved note leaves this folder's list, and the card
              // may be gone before the answer (a callback of an unmounted caller never runs).
              move.mutateAsync({ note, folder }).then(
                () => {
                  const { title, description } = noteMovedMessage(folder)
                  toastSuccess(title, description)
                },
                () => undefined, // the hook has shown the error
              )
            }}
          >
            {noteFolders.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="ghost"
          size="icon-lg"
          aria-label="Delete note"
          className="text-muted-foreground hover:text-destructive"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Delete this note?"
        description="The note will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        isDestructive
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => toastSuccess(NOTE_DELETED.title, NOTE_DELETED.description),
          })
        }
      />
    </article>
  )
}
