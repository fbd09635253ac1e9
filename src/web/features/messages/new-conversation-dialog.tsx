import { useId, useState } from 'react'
import type { TeamChat } from '../../../domain/messages/team-chat'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Field, FieldError, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useCreateTeamChat } from './api'

export function NewConversationDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (chat: TeamChat) => void
}) {
  const create = useCreateTeamChat()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTitle('')
          setError(null)
        }
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!title.trim()) {
              setError('Give the conversation a name')
              return
            }
            create.mutate(title.trim(), {
              onSuccess: (chat) => {
                setTitle('')
                setError(null)
                onOpenChange(false)
                onCreated(chat)
              },
            })
          }}
        >
          <DialogHeader>
            <DialogTitle>New conversation</DialogTitle>
            <DialogDescription>
              A crew, a project or a topic the team talks about.
            </DialogDescription>
          </DialogHeader>
          <Field invalid={!!error}>
            <FieldLabel htmlFor={id}>Name</FieldLabel>
            <Input
              id={id}
              value={title}
              maxLength={200}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setTitle(event.currentTarget.value)
                setError(null)
              }}
              placeholder="Crew Echo"
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Create
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
