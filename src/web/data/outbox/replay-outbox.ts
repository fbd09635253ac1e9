// Replays the outbox: one replay at a time (a Web Lock shared by the app's tabs where the browser
// has it, else a flag in this module), strictly in the order the person acted. A dropped connection
// stops it and keeps the rest for later; a refusal stays in the outbox for the person to see and
// the replay goes on with the next item. It runs when the connection returns, when the app opens
// (connectOutbox) and right after a change is written (submitToOutbox).
import type { QueryClient } from '@tanstack/react-query'
import { isApiError, isNetworkError, type ApiError } from '../api-error'
import { newOutboxId } from './outbox-id'
import { sessionKey, type Session } from '../session'
import type { OutboxDraft, OutboxItem } from './outbox-item'
import {
  enqueue,
  getOutboxItem,
  listOutbox,
  removeOutboxItem,
  saveOutboxItem,
} from './outbox-store'
import { sendOutboxItem, type SendOutboxItem } from './send-outbox-item'

const LOCK_NAME = 'groundwork-outbox-replay'

type Outcome = { kind: 'sent'; body: unknown } | { kind: 'refused'; error: unknown }

/** What happened to the items a caller waits for (submitToOutbox), by id. */
const outcomes = new Map<string, Outcome>()
/** Items whose person waits on the screen: a refusal goes back to them, not into the list. */
const watched = new Set<string>()

let queryClient: QueryClient | null = null

/** The signed-in user's id (undefined: not known here, as in the demo or a test). */
const signedInUserId = (): string | undefined =>
  queryClient?.getQueryData<Session>(sessionKey)?.user.id

/** Someone else's change, left for them (or for signing out, which asks before it is lost). */
function isOthers(item: OutboxItem): boolean {
  const userId = signedInUserId()
  return item.user_id !== undefined && userId !== undefined && item.user_id !== userId
}

/**
 * Whether to stop and try again later: no connection, no answer in time, the session ended (the
 * person signs in again, then it is sent), too many requests, or the server failing for now.
 */
function isRetryLater(error: unknown): boolean {
  // A send that took too long (send-outbox-item.ts) is tried again later under the same key.
  if (error instanceof DOMException) return error.name === 'TimeoutError' || error.name === 'AbortError'
  if (!isApiError(error)) return false
  return isNetworkError(error) || error.status === 401 || error.status === 429 || error.status >= 500
}

async function replayPass(send: SendOutboxItem): Promise<void> {
  const tried = new Set<string>()
  for (;;) {
    // Read again each time: a change written meanwhile is sent in this pass, after the older ones.
    const next = (await listOutbox()).find(
      (i) => i.state === 'pending' && !tried.has(i.id) && !isOthers(i),
    )
    if (!next) return
    tried.add(next.id)
    try {
      const body = await send(next)
      await removeOutboxItem(next.id)
      if (watched.has(next.id)) outcomes.set(next.id, { kind: 'sent', body })
      else refresh(next)
    } catch (error) {
      if (isRetryLater(error)) return
      if (watched.has(next.id)) {
        outcomes.set(next.id, { kind: 'refused', error })
        await removeOutboxItem(next.id)
        continue
      }
      // As stored now: the photos a Finish uploaded before its refusal stay uploaded.
      await saveOutboxItem(refused((await getOutboxItem(next.id)) ?? next, error))
    }
  }
}

/** A 409 that carries the record as it is now is a conflict with both versions; else a refusal. */
function refused(item: OutboxItem, error: unknown): OutboxItem {
  const message = error instanceof Error ? error.message : String(error)
  const current = isApiError(error) ? (error as ApiError).details?.current : undefined
  if (isApiError(error) && error.status === 409 && current)
    return { ...item, state: 'conflict', error: message, current }
  const code = isApiError(error) ? (error as ApiError).code : undefined
  return { ...item, state: 'failed', error: message, ...(code ? { error_code: code } : {}) }
}

function refresh(item: OutboxItem): void {
  for (const queryKey of item.refresh ?? []) void queryClient?.invalidateQueries({ queryKey })
}

let running: Promise<void> | null = null
let again = false

/** Sends what is waiting, in order; resolves when this replay (or the one running) is done. */
export function replayOutbox(send: SendOutboxItem = sendOutboxItem): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) return locks.request(LOCK_NAME, () => replayPass(send)).then(() => undefined)
  if (running) {
    // The running pass may have read the list before the newest change: it goes round once more.
    again = true
    return running
  }
  running = (async () => {
    try {
      do {
        again = false
        await replayPass(send)
      } while (again)
    } finally {
      running = null
    }
  })()
  return running
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export type SubmitResult<T> =
  /** `answer` is null when another tab of the app sent it. */
  | { status: 'sent'; answer: T | null }
  | { status: 'queued'; item: OutboxItem }

/**
 * Writes a change to the outbox first, then replays at once when online, so online and offline are
 * one path and a lost answer is replayed with the same key. Resolves with the server's answer, or
 * 'queued' while it waits for the connection; rejects with the server's refusal of this change
 * (the person is on the screen to see it, so it does not stay in the outbox).
 */
export async function submitToOutbox<T>(
  draft: OutboxDraft,
  send: SendOutboxItem = sendOutboxItem,
): Promise<SubmitResult<T>> {
  // Watched from before it is stored: a replay running already may send it as soon as it is.
  const id = draft.id ?? newOutboxId()
  watched.add(id)
  try {
    const userId = signedInUserId()
    const item = await enqueue({ ...draft, id, ...(userId ? { user_id: userId } : {}) })
    if (!isOnline()) return { status: 'queued', item }
    await replayOutbox(send)
    const outcome = outcomes.get(item.id)
    if (outcome?.kind === 'sent') return { status: 'sent', answer: outcome.body as T }
    if (outcome?.kind === 'refused') throw outcome.error
    const still = (await listOutbox()).some((i) => i.id === item.id)
    return still ? { status: 'queued', item } : { status: 'sent', answer: null }
  } finally {
    watched.delete(id)
    outcomes.delete(id)
  }
}

let listening = false

/**
 * Replays now (when online) and whenever the connection returns; what a later replay sends makes
 * the item's `refresh` queries stale in `client`. Called when the app opens (the sync status does)
 * and by every screen that writes to the outbox; safe to call again.
 */
export function connectOutbox(client: QueryClient): void {
  queryClient = client
  if (typeof window === 'undefined') return
  if (!listening) window.addEventListener('online', () => void replayOutbox())
  listening = true
  // Cheap when nothing waits: one look at the list.
  if (isOnline()) void replayOutbox()
}

/** A refused or conflicting change sent again as a new one (its own key), changed by `change`. */
async function sendAgain(
  item: OutboxItem,
  change: (draft: OutboxDraft) => OutboxDraft,
): Promise<void> {
  const { id: _old, seq: _seq, state: _state, error: _error, error_code: _code, current: _current, ...draft } =
    item
  await enqueue(change(draft))
  await removeOutboxItem(item.id)
  if (isOnline()) void replayOutbox()
}

/** "Keep mine" of a conflict: the same change again as a new PATCH on the version there is now. */
export async function keepMine(item: OutboxItem): Promise<void> {
  const current = item.current
  if (item.state !== 'conflict' || !current) return
  await sendAgain(item, (draft) => ({
    ...draft,
    method: 'PATCH',
    body: { ...item.body, version: current.version },
  }))
}

/** Whether a refused change is a Finish with checklist items open, which may be sent anyway. */
export const canFinishAnyway = (item: OutboxItem): boolean =>
  item.state === 'failed' && item.error_code === 'OPEN_CHECKLIST' && /\/finish$/.test(item.path)

/** "Finish anyway" of a Finish refused for open checklist items: sent again, saying so. */
export async function finishAnyway(item: OutboxItem): Promise<void> {
  if (!canFinishAnyway(item)) return
  await sendAgain(item, (draft) => ({ ...draft, body: { ...draft.body, finish_anyway: true } }))
}
