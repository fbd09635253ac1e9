// @vitest-environment jsdom
// The assistant's own localStorage keys (the conversation and 'Speak replies'): a corrupt value falls
// back to the default with its text kept under a backup key, and a full storage is reported once
// while the stored text stays as it was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '../../../domain/assistant/chat-message'
import { toastError } from '../../lib/toast'
import { chatHistoryStore, HISTORY_NOT_SAVED } from './chat-history-store'
import { speakSetting } from './speak-setting'
import {
  CHAT_HISTORY_BACKUP_KEY,
  CHAT_HISTORY_KEY,
  SPEAK_BACKUP_KEY,
  SPEAK_KEY,
} from './storage-keys'

vi.mock('../../lib/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))

const message = (n: number): ChatMessage => ({
  id: `m${n}`,
  role: n % 2 ? 'assistant' : 'user',
  content: `<img src=x onerror="window.__xss=1"> ${n}`,
  suggestions: [],
  isError: false,
  ts: n,
})
const good = message(1)
const call = { type: 'call', text: 'Call Maria', action: 'tel:5125550100', contactId: 'p1' }

type Case = { what: string; text: string; expected: unknown }
type StoredKey = { key: string; backup: string; read: () => unknown; cases: Case[] }

const corruptText: Omit<Case, 'expected'>[] = [
  { what: 'invalid JSON', text: '[{"id": "m1",' },
  { what: 'JSON null', text: 'null' },
  { what: 'an object', text: '{"id": 1}' },
  { what: 'a huge string', text: 'x'.repeat(2_000_000) },
]

const keys: StoredKey[] = [
  {
    key: CHAT_HISTORY_KEY,
    backup: CHAT_HISTORY_BACKUP_KEY,
    read: () => {
      chatHistoryStore.reset()
      return chatHistoryStore.get().messages
    },
    cases: [
      ...corruptText.map((c) => ({ ...c, expected: [] })),
      { what: 'messages that all fail the schema', text: '[{"role": "robot"}, 7]', expected: [] },
      {
        what: 'a partly valid list',
        text: JSON.stringify([good, 'junk', { id: 2 }]),
        expected: [good],
      },
      {
        what: 'a javascript: suggestion',
        text: JSON.stringify([
          { ...good, suggestions: [call, { ...call, action: 'javascript:window.__xss=1' }] },
        ]),
        expected: [{ ...good, suggestions: [call] }],
      },
    ],
  },
  {
    key: SPEAK_KEY,
    backup: SPEAK_BACKUP_KEY,
    read: () => speakSetting.read(),
    cases: [
      ...corruptText.map((c) => ({ ...c, expected: false })),
      { what: 'a string', text: '"true"', expected: false },
      { what: 'a number', text: '1', expected: false },
    ],
  },
]

beforeEach(() => {
  window.localStorage.clear()
  chatHistoryStore.reset()
  vi.mocked(toastError).mockClear()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe.each(keys)('$key', ({ key, backup, read, cases }) => {
  it.each(cases)(
    'falls back on $what and keeps the text under the backup key',
    ({ text, expected }) => {
      window.localStorage.setItem(key, text)
      window.localStorage.setItem('unrelated', 'kept')
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const error = vi.spyOn(console, 'error')

      expect(read()).toEqual(expected)
      expect(window.localStorage.getItem(backup)).toBe(text)
      expect(window.localStorage.getItem(key)).toBe(text) // replaced only by the next save
      expect(window.localStorage.getItem('unrelated')).toBe('kept')
      expect(warn).toHaveBeenCalled()
      expect(String(warn.mock.calls[0]?.[0])).toContain(key)
      expect(error).not.toHaveBeenCalled()
    },
  )

  it('keeps an earlier backup', () => {
    window.localStorage.setItem(backup, 'older')
    window.localStorage.setItem(key, 'not json')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    read()
    expect(window.localStorage.getItem(backup)).toBe('older')
    expect(window.localStorage.getItem(`${backup}.2`)).toBe('not json')
  })

  it('reads a valid value without a backup or a warning', () => {
    const warn = vi.spyOn(console, 'warn')
    window.localStorage.setItem(key, key === SPEAK_KEY ? 'true' : JSON.stringify([good]))
    expect(read()).toEqual(key === SPEAK_KEY ? true : [good])
    expect(window.localStorage.getItem(backup)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})

/** localStorage.setItem throws QuotaExceededError from now on. */
function fillStorage() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

describe('a full storage', () => {
  it('keeps the stored conversation as it was and says so once, in a toast', () => {
    const before = JSON.stringify([good])
    window.localStorage.setItem(CHAT_HISTORY_KEY, before)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fillStorage()

    chatHistoryStore.append(message(2))
    chatHistoryStore.append(message(3))
    expect(chatHistoryStore.get().messages).toEqual([good, message(2), message(3)])
    expect(window.localStorage.getItem(CHAT_HISTORY_KEY)).toBe(before)
    expect(toastError).toHaveBeenCalledTimes(1)
    expect(toastError).toHaveBeenCalledWith(HISTORY_NOT_SAVED.title, HISTORY_NOT_SAVED.description)

    // Room again: saved, and a later failure is reported again.
    vi.mocked(Storage.prototype.setItem).mockRestore()
    chatHistoryStore.append(message(4))
    expect(JSON.parse(window.localStorage.getItem(CHAT_HISTORY_KEY) ?? '')).toHaveLength(4)
    fillStorage()
    chatHistoryStore.append(message(5))
    expect(toastError).toHaveBeenCalledTimes(2)
  })

  it('keeps a corrupt text whose backup does not fit until a save can back it up', () => {
    window.localStorage.setItem(CHAT_HISTORY_KEY, 'not json')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const setItem = fillStorage()
    expect(chatHistoryStore.get().messages).toEqual([])
    expect(window.localStorage.getItem(CHAT_HISTORY_BACKUP_KEY)).toBeNull()
    chatHistoryStore.append(good)
    expect(window.localStorage.getItem(CHAT_HISTORY_KEY)).toBe('not json')

    setItem.mockRestore()
    chatHistoryStore.append(message(2))
    expect(window.localStorage.getItem(CHAT_HISTORY_BACKUP_KEY)).toBe('not json')
    expect(JSON.parse(window.localStorage.getItem(CHAT_HISTORY_KEY) ?? '')).toEqual([
      good,
      message(2),
    ])
  })

  it("keeps 'Speak replies' as it was and answers false", () => {
    window.localStorage.setItem(SPEAK_KEY, 'true')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    fillStorage()
    expect(speakSetting.write(false)).toBe(false)
    expect(window.localStorage.getItem(SPEAK_KEY)).toBe('true')
  })
})
