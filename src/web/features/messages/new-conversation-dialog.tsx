import { useId, useState } from 'react'
import type { TeamChat } from '../../../domain/messages/team-chat'
import { FormDialog } from '../../components/form-dialog'
import { Field, FieldError, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { useCreateTeamChat } from './api'
import type { OverlayProps } from '../../components/overlay-props'

export function NewConversationDialog({
  open,
  onOpenChange,
  onCreated,
}: OverlayProps & {
  onCreated: (chat: TeamChat) => void
}) {
  const create = useCreateTeamChat()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTitle('')
          setError(null)
        }
        onOpenChange(next)
      }}
      title="New conversation"
      description="A crew, a project or a topic the team talks about."
      submitLabel="Create"
      isSaving={create.isPending}
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
    </FormDialog>
  )
}
