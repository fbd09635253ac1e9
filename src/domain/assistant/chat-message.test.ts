import { describe, expect, it } from 'vitest'
import {
  appendToHistory,
  MAX_HISTORY,
  parseHistory,
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

  it(`keeps the last ${MAX_HISTORY} messages`, () => {
    const long = Array.from({ length: MAX_HISTORY }, (_, i) => message(i))
    const next = appendToHistory(long, message(1000), message(1001))
    expect(next).toHaveLength(MAX_HISTORY)
    expect(next.at(-1)?.id).toBe('1001')
    expect(next[0]?.id).toBe('2')
  })
})
