// What the phone's outbox keeps of one change made on the device (issue #33, decision 054): the
// request to replay, the key it is replayed with and what the person saw when they acted.

export type OutboxState = 'pending' | 'conflict' | 'failed'

/** A photo kept as the file itself; it becomes a data URL only when it is sent. */
export type OutboxPhoto = { blob: Blob; name: string; key: string }

export type OutboxItem = {
  /** Made on the device; sent as the Idempotency-Key, so a replay is applied once. */
  id: string
  /** Replay order: the order the person acted in. */
  seq: number
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  body: Record<string, unknown> | null
  /**
   * Uploaded as the job's photos (POST /api/media, each with its own key) before the request;
   * their media ids are added to `body.photos`. A Finish with photos taken offline.
   */
  photos?: OutboxPhoto[]
  /** When the person acted (epoch ms); the server keeps when it received it. */
  acted_at: number
  /** What the list says, e.g. "Finish Spring Cleanup - Garcia". */
  label: string
  job_id?: string
  /**
   * Who made it (the signed-in user then): a replay sends only the signed-in user's own changes,
   * so a phone handed to someone else after a session ran out never acts in their name.
   */
  user_id?: string
  /** Query key prefixes made stale once it is sent by a later replay. */
  refresh?: string[][]
  state: OutboxState
  /** The server's message for a conflict or a refusal. */
  error?: string
  /** The refusal's code (OPEN_CHECKLIST: a Finish with items open, which may be sent anyway). */
  error_code?: string
  /** A conflict's other version: the record as the server has it now (error.details.current). */
  current?: Record<string, unknown>
}

/** What a caller enqueues; the outbox gives it its place in the order and its state. */
export type OutboxDraft = Omit<
  OutboxItem,
  'id' | 'seq' | 'state' | 'error' | 'error_code' | 'current'
> & {
  id?: string
}

/** What a screen says when a change is kept on the phone rather than sent. */
export const SAVED_ON_PHONE = 'Saved on this phone: it will sync when you are back online'
