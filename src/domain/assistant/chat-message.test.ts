import { describe, expect, it } from 'vitest'
import {
  appendToHistory,
  MAX_HISTORY,
  parseHistory,
  readHistory,
  sendableText,
  type ChatMessage,
} from './chat-message'

const message = (n: number): ChatMessage => ({
  id: String(n),
  role: n % 2 ? 'assistant' : 'user',
  content: `m${n}`,
  suggestions: [],
  isError: false,
  ts: n,
})

describe('sendableText', () => {
  it('refuses blank text and trims the rest', () => {
    expect(sendableText('')).toBeNull()
    expect(sendableText(' \n\t ')).toBeNull()
    expect(sendableText('  jobs today \n')).toBe('jobs today')
  })
})

describe('history', () => {
  it('reads back what was stored, filling defaults', () => {
    const stored = [{ id: 'a', role: 'user', content: 'hi', ts: 1 }]
    expect(parseHistory(stored)).toEqual([{ ...stored[0], suggestions: [], isError: false }])
  })

  it('falls back to no history on corrupt values', () => {
    for (const value of [null, 'text', { id: 1 }, [{ role: 'robot' }], 42]) {
      expect(parseHistory(value)).toEqual([])
    }
  })

  it('keeps the valid messages of a partly corrupt history and says it is incomplete', () => {
    const good = message(1)
    expect(readHistory([good, 'junk', { ...message(2), role: 'robot' }, null])).toEqual({
      value: [good],
      isComplete: false,
    })
    expect(readHistory([good])).toEqual({ value: [good], isComplete: true })
    expect(readHistory([])).toEqual({ value: [], isComplete: true })
    expect(readHistory([{ id: 1 }])).toBeNull()
    expect(readHistory({ 0: good })).toBeNull()
  })

  it('drops suggestions that are not safe links, keeping the message', () => {
    const call = { type: 'call', text: 'Call Maria', action: 'tel:5125550100', contactId: 'p1' }
    const hostile = { ...call, action: 'javascript:window.__xss=1' }
    const stored = { ...message(1), suggestions: [call, hostile] }
    expect(readHistory([stored])).toEqual({
      value: [{ ...stored, suggestions: [call] }],
      isComplete: false,
    })
  })

  it(`keeps the last ${MAX_HISTORY} messages`, () => {
    const long = Array.from({ length: MAX_HISTORY }, (_, i) => message(i))
    const next = appendToHistory(long, message(1000), message(1001))
    expect(next).toHaveLength(MAX_HISTORY)
    expect(next.at(-1)?.id).toBe('1001')
    expect(next[0]?.id).toBe('2')
  })
})
