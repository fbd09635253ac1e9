// The AI note assistant (AI screen): "save to ideas: offer gutter cleaning", "note for jobs: bring
// the trailer", "remember to call Maria" become a note in a folder (Jobs, Clients or Ideas).
import { noteFolders, type NoteFolder } from '../tools/note'

/** The note assistant answers after this long (SPEC section 9). */
export const NOTE_REPLY_DELAY_MS = 300
/** How long the 'saved' confirmation stays on screen. */
export const SAVED_CONFIRMATION_MS = 2000
/** Where a note goes when the command names no folder. */
export const DEFAULT_NOTE_FOLDER: NoteFolder = 'Ideas'

const folderWord = String.raw`(jobs?|clients?|ideas?)`

const commands: readonly RegExp[] = [
  // "save to ideas: ...", "add to the jobs folder - ...", "note for clients: ..."
  new RegExp(
    String.raw`^(?:please\s+)?(?:save|add|put|file|note|jot)\b(?:\s+(?:this|a note|note|it))?\s+(?:to|in|into|for|under)\s+(?:the\s+)?${folderWord}(?:\s+folder)?\s*[:,-]?\s*(.+)$`,
    'is',
  ),
  // "ideas note: ...", "jobs: ..."
  new RegExp(String.raw`^${folderWord}(?:\s+note)?\s*:\s*(.+)$`, 'is'),
]
const folderless =
  /^(?:please\s+)?(?:note|remember|save(?:\s+(?:a\s+)?note)?|jot down)\b\s*[:,-]?\s*(?:that\s+)?(.+)$/is

function folderOf(word: string): NoteFolder {
  const w = word.toLowerCase()
  const found = noteFolders.find((f) => f.toLowerCase().startsWith(w.slice(0, 3)))
  return found ?? DEFAULT_NOTE_FOLDER
}

export type NoteCommand = { folder: NoteFolder; text: string }

/** The note a message asks to save, or null when it is not a note command. */
export function parseNoteCommand(message: string): NoteCommand | null {
  const text = message.trim()
  for (const pattern of commands) {
    const match = pattern.exec(text)
    const body = match?.[2]?.trim()
    if (match?.[1] && body) return { folder: folderOf(match[1]), text: body }
  }
  const match = folderless.exec(text)
  const body = match?.[1]?.trim()
  return body ? { folder: DEFAULT_NOTE_FOLDER, text: body } : null
}

export function noteSavedReply(folder: NoteFolder): string {
  return `Saved to ${folder}. You can find it under Tools › Notes.`
}
