// The assistant chat side panel (SPEC: global overlays): 420 px wide on desktop, closed by Escape
// or a click on the backdrop. Answers come from live data through AssistantService.
import { Eraser, Sparkles } from 'lucide-react'
import { ChatComposer } from '../../components/chat-composer'
import { Button } from '../../components/ui/button'
import { Sheet, SheetContent, SheetHeader } from '../../components/ui/sheet'
import { starterQuestionsFor } from '../../../domain/assistant/keyword-answerer'
import { isDemoMode } from '../../lib/env'
import { useAssistantData } from './api'
import { ChatTranscript } from './chat-transcript'
import { useAssistantChat } from './use-assistant-chat'
import type { OverlayProps } from '../../components/overlay-props'

/** What the starter line names for each starter question the role may ask. */
const ASK_ABOUT: Readonly<Record<string, string>> = {
  'Jobs today': "today's jobs",
  'Overdue invoices': 'overdue invoices',
  'Phone number for Maria Garcia': "a contact's phone number",
}

/** 'today's jobs, overdue invoices or a contact's phone number': what the role may ask about. */
export function askAboutText(questions: readonly string[]): string {
  const topics = questions.map((q) => ASK_ABOUT[q] ?? q)
  return topics.length > 1
    ? `${topics.slice(0, -1).join(', ')} or ${topics.at(-1)}`
    : (topics[0] ?? '')
}

export function AssistantPanel({ open, onOpenChange }: OverlayProps) {
  const chat = useAssistantChat()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader
          title="Assistant"
          description={
            isDemoMode
              ? 'Demo version: answers from the sample data'
              : 'Answers from your live data'
          }
          actions={
            chat.messages.length > 0 ? (
              <Button
                variant="ghost"
                size="icon-lg"
                aria-label="Clear conversation"
                disabled={chat.isPending}
                onClick={chat.clear}
              >
                <Eraser aria-hidden="true" className="size-5" />
              </Button>
            ) : null
          }
        />
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          <ChatTranscript
            messages={chat.messages}
            isPending={chat.isPending}
            onNavigate={() => onOpenChange(false)}
            empty={<StarterQuestions onAsk={(q) => chat.send(q)} />}
          />
        </div>
        <ChatComposer
          label="Ask the assistant"
          placeholder="Ask about jobs, invoices…"
          isBusy={chat.isPending}
          onSend={chat.send}
          autoFocus
        />
      </SheetContent>
    </Sheet>
  )
}

export function StarterQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  // Only what the signed-in role may ask (a Crew user is not offered invoices).
  const questions = starterQuestionsFor(useAssistantData())
  const askAbout = askAboutText(questions)
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <p className="font-medium">How can I help?</p>
        {askAbout ? <p className="text-sm text-muted-foreground">Ask about {askAbout}.</p> : null}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {questions.map((q) => (
          <Button
            key={q}
            variant="outline"
            size="sm"
            className="min-h-11 sm:min-h-8"
            onClick={() => onAsk(q)}
          >
            {q}
          </Button>
        ))}
      </div>
    </div>
  )
}
