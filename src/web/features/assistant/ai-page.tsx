// The AI screen: the assistant conversation with voice input and spoken replies (US English), and
// the note assistant, which saves notes into Jobs, Clients or Ideas: typed as "Save to ideas: …"
// (answered after 300 ms) or from any message's save buttons ('Saved' shows for 2 s).
import { BookmarkPlus, Check, Eraser, Mic, MicOff, Square, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ChatMessage } from '../../../domain/assistant/chat-message'
import {
  NOTE_REPLY_DELAY_MS,
  noteSavedReply,
  parseNoteCommand,
  SAVED_CONFIRMATION_MS,
} from '../../../domain/assistant/note-command'
import { starterQuestionsFor } from '../../../domain/assistant/keyword-answerer'
import { noteFolders, type NoteFolder } from '../../../domain/tools/note'
import { ChatComposer } from '../../components/chat-composer'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { toastError } from '../../lib/toast'
import { useAssistantData, useSaveNote } from './api'
import { askAboutText, StarterQuestions } from './assistant-panel'
import { chatHistoryStore } from './chat-history-store'
import { ChatTranscript } from './chat-transcript'
import { speakSetting } from './speak-setting'
import { isSpeechSynthesisSupported, speak, stopSpeaking, useSpeechRecognition } from './speech'
import { chatMessage, useAssistantChat } from './use-assistant-chat'

export function AiPage() {
  const chat = useAssistantChat()
  const data = useAssistantData()
  const saveNote = useSaveNote()
  const [isSpeaking, setSpeaking] = useState(() => speakSetting.read())
  const [saved, setSaved] = useState<{ key: string; folder: NoteFolder } | null>(null)
  const savedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(savedTimer.current), [])
  const canSpeak = isSpeechSynthesisSupported()

  function showSaved(key: string, folder: NoteFolder) {
    setSaved({ key, folder })
    clearTimeout(savedTimer.current)
    savedTimer.current = setTimeout(() => setSaved(null), SAVED_CONFIRMATION_MS)
  }

  async function storeNote(key: string, folder: NoteFolder, text: string): Promise<boolean> {
    try {
      await saveNote.mutateAsync({ folder, text })
      showSaved(key, folder)
      return true
    } catch (error) {
      toastError('Note not saved', error instanceof Error ? error.message : 'Please try again')
      return false
    }
  }

  /** The note assistant: answers after 300 ms, once the note is stored. */
  async function answerNote(folder: NoteFolder, text: string): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, NOTE_REPLY_DELAY_MS))
    const ok = await storeNote('command', folder, text)
    chatHistoryStore.append(
      chatMessage(
        'assistant',
        {
          content: ok
            ? noteSavedReply(folder)
            : 'Sorry, the note could not be saved. Please try again.',
          suggestions: [],
        },
        !ok,
      ),
    )
    chatHistoryStore.setPending(false)
  }

  /** Note commands go to the note assistant; anything else to the assistant. */
  function send(text: string): boolean {
    const command = parseNoteCommand(text)
    if (!command) return chat.send(text)
    if (chatHistoryStore.get().isPending) return false
    chatHistoryStore.append(chatMessage('user', { content: text.trim(), suggestions: [] }))
    chatHistoryStore.setPending(true)
    void answerNote(command.folder, command.text)
    return true
  }

  // Read new answers aloud (only those that arrive while this screen is open).
  const lastSpoken = useRef(chat.messages.at(-1)?.id)
  useEffect(() => {
    const last = chat.messages.at(-1)
    if (!last || last.id === lastSpoken.current) return
    lastSpoken.current = last.id
    if (isSpeaking && last.role === 'assistant') speak(last.content)
  }, [chat.messages, isSpeaking])
  useEffect(() => stopSpeaking, [])

  const voice = useSpeechRecognition((transcript) => {
    if (transcript) send(transcript)
  })

  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="AI Assistant"
        description={`Ask about ${askAboutText(starterQuestionsFor(data))} — or keep a note.`}
        actions={
          <>
            <Button
              variant="outline"
              aria-pressed={isSpeaking}
              disabled={!canSpeak}
              onClick={() => {
                const next = !isSpeaking
                setSpeaking(next)
                if (!next) stopSpeaking()
                if (!speakSetting.write(next)) {
                  toastError(
                    'Setting not saved',
                    'Browser storage is full: it applies until the page is closed.',
                  )
                }
              }}
            >
              {isSpeaking ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
              {canSpeak ? 'Speak replies' : 'No speech'}
            </Button>
            {chat.messages.length > 0 ? (
              <Button variant="ghost" onClick={chat.clear} disabled={chat.isPending}>
                <Eraser aria-hidden="true" />
                Clear
              </Button>
            ) : null}
          </>
        }
      />
      <div className="flex h-[calc(100dvh-var(--topbar-height)-var(--tabbar-height)-13rem)] min-h-96 flex-col overflow-hidden rounded-xl border bg-card shadow-xs md:h-[calc(100dvh-14rem)]">
        <div className="min-h-0 flex-1 overflow-y-auto p-4 md:p-6">
          <ChatTranscript
            messages={chat.messages}
            isPending={chat.isPending}
            empty={
              <div className="flex flex-col gap-2">
                <StarterQuestions onAsk={(q) => send(q)} />
                <p className="text-center text-sm text-muted-foreground">
                  To keep a note, say or type “Save to Ideas: offer a fall aeration package”.
                </p>
              </div>
            }
            renderActions={(message) => (
              <SaveAsNote
                message={message}
                saved={saved}
                onSave={(folder) => storeNote(message.id, folder, message.content)}
              />
            )}
          />
        </div>
        {voice.isListening || voice.error ? (
          <p role="status" className="border-t px-4 py-2 text-sm text-muted-foreground">
            {voice.error ?? (voice.interim ? `“${voice.interim}”` : 'Listening…')}
          </p>
        ) : null}
        <div>
          <ChatComposer
            label="Message the assistant"
            placeholder="Ask, or save a note"
            isBusy={chat.isPending}
            onSend={send}
            before={
              <Button
                type="button"
                variant={voice.isListening ? 'destructive' : 'outline'}
                className="h-11 shrink-0"
                disabled={!voice.isSupported || chat.isPending}
                aria-pressed={voice.isSupported ? voice.isListening : undefined}
                onClick={voice.isListening ? voice.stop : voice.start}
              >
                {!voice.isSupported ? (
                  <MicOff aria-hidden="true" />
                ) : voice.isListening ? (
                  <Square aria-hidden="true" />
                ) : (
                  <Mic aria-hidden="true" />
                )}
                {!voice.isSupported ? 'No Mic' : voice.isListening ? 'Stop' : 'Mic'}
              </Button>
            }
          />
        </div>
      </div>
      {saved ? (
        <p role="status" className="sr-only">
          Saved to {saved.folder}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Saved notes are in{' '}
        <Link to="/tools/notes" className="text-primary hover:underline">
          Tools › Notes
        </Link>
        .
      </p>
    </Page>
  )
}

function SaveAsNote({
  message,
  saved,
  onSave,
}: {
  message: ChatMessage
  saved: { key: string; folder: NoteFolder } | null
  onSave: (folder: NoteFolder) => Promise<boolean>
}) {
  const [busy, setBusy] = useState(false)
  if (message.isError) return null
  return (
    <div
      className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground"
      role="group"
      aria-label="Save as note"
    >
      <BookmarkPlus aria-hidden="true" className="size-3.5" />
      <span>Save to</span>
      {noteFolders.map((folder) => {
        const isSaved = saved?.key === message.id && saved.folder === folder
        return (
          <Button
            key={folder}
            size="sm"
            variant="ghost"
            className="h-11 min-w-11 px-2 text-xs sm:h-8"
            disabled={busy}
            aria-label={isSaved ? `Saved to ${folder}` : `Save to ${folder}`}
            onClick={async () => {
              setBusy(true)
              await onSave(folder)
              setBusy(false)
            }}
          >
            {isSaved ? (
              <>
                <Check aria-hidden="true" className="size-3.5 text-success" />
                saved
              </>
            ) : (
              folder
            )}
          </Button>
        )
      })}
    </div>
  )
}
