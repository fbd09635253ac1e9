import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSmsMessageInput, simulatedSmsReply, SMS_REPLY_DELAY_MS } from './sms'

describe('simulatedSmsReply', () => {
  it('arrives between 800 and 2600 ms, for any random source', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999999, noNaN: true }), fc.string(), (r, text) => {
        const reply = simulatedSmsReply(text, () => r)
        expect(reply.delayMs).toBeGreaterThanOrEqual(SMS_REPLY_DELAY_MS.min)
        expect(reply.delayMs).toBeLessThanOrEqual(SMS_REPLY_DELAY_MS.max)
        expect(reply.text.length).toBeGreaterThan(0)
      }),
    )
    expect(simulatedSmsReply('hi', () => 0).delayMs).toBe(800)
  })

  it('answers a question with a yes', () => {
    expect(simulatedSmsReply('Can we come at 9?', () => 0.5).text).toBe('Yes, that works for me.')
  })
})

describe('createSmsMessageInput', () => {
  const thread_id = '11111111-1111-4111-8111-111111111111'
  it('refuses blank text and defaults the sender to me', () => {
    expect(createSmsMessageInput.safeParse({ thread_id, text: '   ' }).success).toBe(false)
    expect(createSmsMessageInput.parse({ thread_id, text: ' On my way ' })).toEqual({
      thread_id,
      text: 'On my way',
      from: 'me',
    })
    expect(createSmsMessageInput.safeParse({ thread_id, text: 'x', from: 'bot' }).success).toBe(
      false,
    )
  })
})
