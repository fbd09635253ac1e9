import { describe, expect, it } from 'vitest'
import {
  canResend,
  mailAddressSchema,
  oneLine,
  summaryOf,
  type OutboxMessage,
} from './outbox-message'

describe('outbox message rules', () => {
  it('folds line breaks so a subject cannot start a header', () => {
    expect(oneLine('Invoice 12\r\nBcc: evil@example.com')).toBe('Invoice 12 Bcc: evil@example.com')
    expect(oneLine('a\nb\rc\u2028d')).toBe('a b c d')
  })

  it('accepts one plain address only', () => {
    expect(mailAddressSchema.safeParse(' ann@example.com ').data).toBe('ann@example.com')
    for (const bad of ['nope', 'a@b.com\r\nBcc: c@d.com', 'a@b.com, c@d.com', 'Ann <a@b.com>']) {
      expect(mailAddressSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('offers a resend for failed and never-sent messages only', () => {
    expect(
      ['queued', 'sending', 'sent', 'failed', 'not_sent'].filter((s) => canResend(s as never)),
    ).toEqual(['failed', 'not_sent'])
  })

  it('leaves the body and the bytes out of a summary', () => {
    const message = {
      id: 'm',
      html: '<p>secret</p>',
      text: 'secret',
      claimed_until: 5,
      attachments: [
        { filename: 'a.pdf', content_type: 'application/pdf', content: new Uint8Array(3), size: 3 },
      ],
    } as unknown as OutboxMessage
    const summary = summaryOf(message)
    expect(JSON.stringify(summary)).not.toContain('secret')
    expect(summary.attachments).toEqual([
      { filename: 'a.pdf', content_type: 'application/pdf', size: 3 },
    ])
  })
})
