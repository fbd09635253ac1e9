// The phone's outbox on a fake IndexedDB: replayed strictly in order, each item once, stopping on a
// dropped connection, keeping conflicts (both versions) and refusals, and still there after the page
// is loaded again.
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTransport } from '../api-client'
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api-error'
import type { ApiRequest, ApiResponse } from '../api-request'
import type { OutboxDraft, OutboxItem } from './outbox-item'
import {
  clearDeviceData,
  countUnsyncedChanges,
  discardOutboxItem,
  enqueue,
  getOutboxSnapshot,
  hasUnsyncedChanges,
  listOutbox,
  OUTBOX_DB,
  resetOutboxMemory,
} from './outbox-store'
import { connectOutbox, keepMine, replayOutbox, submitToOutbox } from './replay-outbox'
import { sessionKey } from '../session'

vi.mock('../../lib/image-file', () => ({
  prepareUpload: async (blob: Blob, fileName?: string) => ({
    dataUrl: `data:image/jpeg;base64,${btoa(await blob.text())}`,
    ...(fileName ? { fileName } : {}),
    kind: 'photo',
  }),
}))

const JOB = '10000000-0000-4000-8000-000000000002'
const draft = (path: string, body: Record<string, unknown> | null = {}): OutboxDraft => ({
  method: 'POST',
  path,
  body,
  acted_at: 1_000,
  label: path,
})
const network = () => new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
const paths = (items: readonly OutboxItem[]) => items.map((i) => i.path)

/** A send that records what it was given and answers from `answers` by path (default: ok). */
function recorder(answers: Record<string, () => unknown> = {}) {
  const sent: OutboxItem[] = []
  const send = vi.fn(async (item: OutboxItem) => {
    sent.push(item)
    await Promise.resolve()
    const answer = answers[item.path]
    return answer ? answer() : { ok: item.path }
  })
  return { sent, send }
}

beforeEach(async () => {
  await clearDeviceData()
})
afterEach(() => {
  vi.unstubAllGlobals()
  setTransport(null)
})

describe('replayOutbox', () => {
  it('sends every item once, in the order the person acted, and removes it', async () => {
    for (const path of ['/a', '/b', '/c']) await enqueue(draft(path), 5_000)
    const { sent, send } = recorder()
    await replayOutbox(send)
    expect(paths(sent)).toEqual(['/a', '/b', '/c'])
    expect(sent.map((i) => i.seq)).toEqual([...sent.map((i) => i.seq)].sort((a, b) => a - b))
    expect(await listOutbox()).toEqual([])
  })

  it('stops at a dropped connection and keeps that item and the rest for later', async () => {
    for (const path of ['/a', '/b', '/c']) await enqueue(draft(path))
    const { sent, send } = recorder({
      '/b': () => {
        throw network()
      },
    })
    await replayOutbox(send)
    expect(paths(sent)).toEqual(['/a', '/b'])
    const left = await listOutbox()
    expect(paths(left)).toEqual(['/b', '/c'])
    expect(left.map((i) => i.state)).toEqual(['pending', 'pending'])
    expect(getOutboxSnapshot().pending).toBe(2)

    // Back online: the rest goes, with the same ids (the same Idempotency-Keys).
    const again = recorder()
    await replayOutbox(again.send)
    expect(again.sent.map((i) => i.id)).toEqual(left.map((i) => i.id))
  })

  it('keeps a conflict with both versions and goes on with the next item', async () => {
    await enqueue({ ...draft('/api/notes/n1', { text: 'Mine', version: 3 }), method: 'PATCH' })
    await enqueue(draft('/b'))
    const theirs = { id: 'n1', text: 'Theirs', version: 4 }
    const { sent, send } = recorder({
      '/api/notes/n1': () => {
        throw new ApiError(409, 'CONFLICT', 'Changed meanwhile', undefined, { current: theirs })
      },
    })
    await replayOutbox(send)
    expect(paths(sent)).toEqual(['/api/notes/n1', '/b'])
    const [conflict, ...rest] = await listOutbox()
    expect(rest).toEqual([])
    expect(conflict).toMatchObject({
      state: 'conflict',
      error: 'Changed meanwhile',
      body: { text: 'Mine', version: 3 },
      current: theirs,
    })
    expect(getOutboxSnapshot().pending).toBe(0)
    expect(await countUnsyncedChanges()).toBe(1)

    // Keep mine: the same change as a new PATCH on their version, with a new key.
    await keepMine(conflict!)
    const [resent] = await listOutbox()
    expect(resent).toMatchObject({
      state: 'pending',
      method: 'PATCH',
      body: { text: 'Mine', version: 4 },
    })
    expect(resent!.id).not.toBe(conflict!.id)
  })

  it('keeps a refusal (a 409 without the current record, a 400) as failed until discarded', async () => {
    await enqueue(draft('/finish'))
    await enqueue(draft('/old'))
    await enqueue(draft('/c'))
    const { sent, send } = recorder({
      '/finish': () => {
        throw new ApiError(409, 'INVALID_STATE', 'The job is done already')
      },
      '/old': () => {
        throw new ApiError(400, 'VALIDATION', 'acted_at is more than 7 days ago')
      },
    })
    await replayOutbox(send)
    expect(paths(sent)).toEqual(['/finish', '/old', '/c'])
    const failed = await listOutbox()
    expect(failed.map((i) => [i.path, i.state, i.error])).toEqual([
      ['/finish', 'failed', 'The job is done already'],
      ['/old', 'failed', 'acted_at is more than 7 days ago'],
    ])
    // A later replay does not send them again; the person discards them.
    const again = recorder()
    await replayOutbox(again.send)
    expect(again.sent).toEqual([])
    await discardOutboxItem(failed[0]!.id)
    expect(paths(await listOutbox())).toEqual(['/old'])
  })

  it('keeps an item for later when the session ended or the server fails for now', async () => {
    await enqueue(draft('/a'))
    const { send } = recorder({
      '/a': () => {
        throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in again')
      },
    })
    await replayOutbox(send)
    expect((await listOutbox()).map((i) => i.state)).toEqual(['pending'])
  })

  it('keeps an item for later when its request took too long', async () => {
    await enqueue(draft('/slow'))
    await enqueue(draft('/next'))
    const { sent, send } = recorder({
      '/slow': () => {
        throw new DOMException('The operation timed out', 'TimeoutError')
      },
    })
    await replayOutbox(send)
    expect(paths(sent)).toEqual(['/slow'])
    expect((await listOutbox()).map((i) => i.state)).toEqual(['pending', 'pending'])
  })

  it('sends each item once when two replays start at once (no Web Locks)', async () => {
    for (const path of ['/a', '/b', '/c']) await enqueue(draft(path))
    const { sent, send } = recorder()
    await Promise.all([replayOutbox(send), replayOutbox(send), replayOutbox(send)])
    expect(paths(sent)).toEqual(['/a', '/b', '/c'])
  })

  it('sends each item once when two replays start at once (Web Locks)', async () => {
    let queue = Promise.resolve()
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => {
      const result = queue.then(work)
      queue = result.then(
        () => undefined,
        () => undefined,
      )
      return result
    })
    vi.stubGlobal('navigator', { onLine: true, locks: { request } })
    for (const path of ['/a', '/b']) await enqueue(draft(path))
    const { sent, send } = recorder()
    await Promise.all([replayOutbox(send), replayOutbox(send)])
    expect(paths(sent)).toEqual(['/a', '/b'])
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('sends only the signed-in user’s own changes, and stamps new ones with their id', async () => {
    const queryClient = new QueryClient()
    const signedIn = (id: string) =>
      queryClient.setQueryData(sessionKey, {
        user: { id, name: id, email: `${id}@example.com`, role: 'Crew', employee_id: null },
      })
    connectOutbox(queryClient)
    try {
      signedIn('ana')
      const offline = recorder({
        '/anas': () => {
          throw network()
        },
      })
      await submitToOutbox(draft('/anas'), offline.send)
      expect((await listOutbox())[0]).toMatchObject({ user_id: 'ana', state: 'pending' })

      signedIn('ben')
      await enqueue({ ...draft('/bens'), user_id: 'ben' })
      const { sent, send } = recorder()
      await replayOutbox(send)
      expect(paths(sent)).toEqual(['/bens'])
      expect(paths(await listOutbox())).toEqual(['/anas'])
    } finally {
      queryClient.clear()
    }
  })

})

describe('submitToOutbox', () => {
  it('answers with the server answer online and leaves nothing behind', async () => {
    const { send } = recorder()
    const result = await submitToOutbox(draft('/a'), send)
    expect(result).toEqual({ status: 'sent', answer: { ok: '/a' } })
    expect(await hasUnsyncedChanges()).toBe(false)
  })

  it('answers queued when the connection is down, and keeps the change', async () => {
    const { send } = recorder({
      '/a': () => {
        throw network()
      },
    })
    const result = await submitToOutbox(draft('/a'), send)
    expect(result.status).toBe('queued')
    expect(await hasUnsyncedChanges()).toBe(true)
  })

  it('answers queued without trying when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const { send } = recorder()
    expect((await submitToOutbox(draft('/a'), send)).status).toBe('queued')
    expect(send).not.toHaveBeenCalled()
  })

  it('rejects with the refusal of the person’s own change and does not keep it', async () => {
    const refusal = new ApiError(409, 'OPEN_CHECKLIST', '2 checklist items are open')
    const { send } = recorder({
      '/finish': () => {
        throw refusal
      },
    })
    await expect(submitToOutbox(draft('/finish'), send)).rejects.toBe(refusal)
    expect(await listOutbox()).toEqual([])
  })
})

describe('sending through the api client', () => {
  it('sends the id as the Idempotency-Key and a Finish’s photos first, each once', async () => {
    const requests: ApiRequest[] = []
    let failNext = false
    setTransport(async (req): Promise<ApiResponse> => {
      requests.push(req)
      if (req.path === '/api/media') {
        if (failNext) throw network()
        failNext = true
        return { status: 201, body: { id: `media-${requests.length}` } }
      }
      return { status: 200, body: { done: true } }
    })
    const item = await enqueue({
      ...draft(`/api/jobs/${JOB}/finish`, { note: 'All clear', acted_at: 1_000 }),
      job_id: JOB,
      photos: [
        { blob: new Blob(['one']), name: 'one.jpg', key: 'p-1' },
        { blob: new Blob(['two']), name: 'two.jpg', key: 'p-2' },
      ],
    })
    // The second photo's upload loses its connection: the first stays uploaded.
    await replayOutbox()
    const [kept] = await listOutbox()
    expect(kept).toMatchObject({ state: 'pending', body: { photos: ['media-1'] } })
    expect(kept!.photos!.map((p) => p.key)).toEqual(['p-2'])

    failNext = false
    await replayOutbox()
    expect(await listOutbox()).toEqual([])
    const uploads = requests.filter((r) => r.path === '/api/media')
    expect(uploads.map((r) => r.headers?.['Idempotency-Key'])).toEqual(['p-1', 'p-2', 'p-2'])
    expect(uploads[0]!.body).toMatchObject({ job_id: JOB, file_name: 'one.jpg' })
    const finish = requests.at(-1)!
    expect(finish).toMatchObject({
      method: 'POST',
      path: `/api/jobs/${JOB}/finish`,
      headers: { 'Idempotency-Key': item.id },
      body: { note: 'All clear', acted_at: 1_000, photos: ['media-1', 'media-3'] },
    })
  })
})

describe('signing out', () => {
  it('clears the outbox and the app’s other databases on this device', async () => {
    await enqueue(draft('/a'))
    const other = indexedDB.open('groundwork-query-cache')
    await new Promise((resolve) => (other.onsuccess = resolve))
    other.result.close()
    expect(await hasUnsyncedChanges()).toBe(true)
    await clearDeviceData()
    const names = (await indexedDB.databases()).map((d) => d.name)
    expect(names).not.toContain('groundwork-query-cache')
    expect(names).not.toContain(OUTBOX_DB)
    expect(getOutboxSnapshot()).toMatchObject({ items: [], loaded: true })
    // The next use opens a new, empty outbox.
    expect(await hasUnsyncedChanges()).toBe(false)
  })
})

// Last: a new module instance (vi.resetModules) would give the tests after it their own api client.
describe('after a reload', () => {
  it('finds the items again after the page is loaded anew', async () => {
    const first = await enqueue({ ...draft('/a'), label: 'Finish Spring Cleanup - Garcia' })
    resetOutboxMemory()
    vi.resetModules()
    const fresh = await import('./outbox-store')
    expect(fresh.getOutboxSnapshot().loaded).toBe(false)
    const items = await fresh.listOutbox()
    expect(items).toEqual([first])
    expect(fresh.getOutboxSnapshot()).toMatchObject({ pending: 1, loaded: true })
    // A change made after the reload goes after the one made before it.
    const second = await fresh.enqueue(draft('/b'), 0)
    expect(second.seq).toBeGreaterThan(first.seq)
  })
})
