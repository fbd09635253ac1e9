// The text box at the bottom of a conversation: Enter sends, Shift+Enter starts a new line, blank
// text is never sent and Send stays disabled for it (SPEC section 5), nor while `isBusy`.
import { LoaderCircle, SendHorizontal } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Button } from './ui/button'
import { Label } from './ui/label'
import { Textarea } from './ui/textarea'

export type ChatComposerProps = {
  /** Called with the trimmed text; resolve true to clear the box (false keeps it to retry). */
  onSend: (text: string) => boolean | Promise<boolean>
  label: string
  placeholder?: string
  isBusy?: boolean
  maxLength?: number
  /** Extra controls before the Send button (e.g. a microphone). */
  before?: ReactNode
  /** Extra controls after the Send button, given the text typed so far and a way to clear it. */
  after?: (draft: { text: string; clear: () => void }) => ReactNode
  className?: string
  autoFocus?: boolean
}

export function ChatComposer({
  onSend,
  label,
  placeholder,
  isBusy = false,
  maxLength = 2000,
  before,
  after,
  className,
  autoFocus,
}: ChatComposerProps) {
  const [text, setText] = useState('')
  const id = useId()
  const isBlank = text.trim() === ''

  async function send() {
    if (isBlank || isBusy) return
    if (await onSend(text.trim())) setText('')
  }

  return (
    <form
      className={cn('flex items-end gap-2 border-t bg-card p-3', className)}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      {before}
      <Textarea
        id={id}
        value={text}
        rows={1}
        maxLength={maxLength}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            void send()
          }
        }}
        className="max-h-40 min-h-11 flex-1 resize-none py-2.5 field-sizing-content"
      />
      <Button type="submit" size="icon-lg" aria-label="Send" disabled={isBlank || isBusy}>
        {isBusy ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <SendHorizontal aria-hidden="true" className="size-5" />
        )}
      </Button>
      {after?.({ text: text.trim(), clear: () => setText('') })}
    </form>
  )
}
