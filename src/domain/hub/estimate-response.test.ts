// A client's answer to an estimate (decision 049): the hub's bodies, the browser named from its
// User-Agent, the signature lines in the business's zone, and what the office's card shows.
import { describe, expect, it } from 'vitest'
import {
  approvalLines,
  browserLabel,
  clientResponsesOf,
  hubApproveBodySchema,
  hubRequestChangesBodySchema,
  type EstimateResponse,
} from './estimate-response'
import {
  AGREEMENT_REQUIRED,
  CHANGES_MESSAGE_REQUIRED,
  SIGNATURE_REQUIRED,
  SIGNATURE_TOO_LONG,
} from './hub-approval'

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('the hub bodies', () => {
  it('Approve needs a typed name of 2..200 characters (trimmed), "I agree" and the version', () => {
    expect(hubApproveBodySchema.parse({ version: 2, name: '  Ann Lee ', agree: true })).toEqual({
      version: 2,
      name: 'Ann Lee',
      agree: true,
    })
    for (const name of [' A ', '', undefined]) {
      const result = hubApproveBodySchema.safeParse({ version: 2, name, agree: true })
      expect(issues(result)).toEqual([SIGNATURE_REQUIRED])
    }
    const long = hubApproveBodySchema.safeParse({ version: 2, name: 'x'.repeat(201), agree: true })
    expect(issues(long)).toEqual([SIGNATURE_TOO_LONG])
    for (const agree of [false, 'yes', undefined]) {
      const result = hubApproveBodySchema.safeParse({ version: 2, name: 'Ann Lee', agree })
      expect(issues(result)).toEqual([AGREEMENT_REQUIRED])
    }
    expect(hubApproveBodySchema.safeParse({ name: 'Ann Lee', agree: true }).success).toBe(false)
  })

  it('Request changes needs a message of 1..3000 characters', () => {
    expect(hubRequestChangesBodySchema.parse({ version: 1, message: ' Less ' }).message).toBe(
      'Less',
    )
    expect(issues(hubRequestChangesBodySchema.safeParse({ version: 1, message: '  ' }))).toEqual([
      CHANGES_MESSAGE_REQUIRED,
    ])
    const long = hubRequestChangesBodySchema.safeParse({ version: 1, message: 'x'.repeat(3001) })
    expect(long.success).toBe(false)
  })
})

describe('browserLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'Unknown browser'],
    [null, 'Unknown browser'],
  ])('%s -> %s', (ua, label) => {
    expect(browserLabel(ua)).toBe(label)
  })
})

describe('approvalLines', () => {
  it("writes the time on the business's clock", () => {
    const approval = {
      name: 'Ann Lee',
      approved_at: Date.UTC(2026, 10, 27, 19, 5),
      ip: '203.0.113.9',
      browser: 'Chrome on Android',
    }
    expect(approvalLines(approval, 'America/Chicago')).toEqual([
      'Approved by Ann Lee on Nov 27, 2026, 1:05 PM CST',
      'IP 203.0.113.9 \u00b7 Chrome on Android',
    ])
    expect(approvalLines({ ...approval, ip: null }, 'UTC')[1]).toBe(
      'IP unknown \u00b7 Chrome on Android',
    )
  })
})

describe('clientResponsesOf', () => {
  const base = {
    estimate_id: '00000000-0000-4000-8000-000000000001',
    person_id: '00000000-0000-4000-8000-000000000002',
    ip: '203.0.113.9',
    user_agent: 'Firefox/125.0 (X11; Linux)',
  }
  const responses: EstimateResponse[] = [
    { ...base, id: 'a', kind: 'changes', name: null, message: 'Less', estimate_version: 2, at: 10 },
    { ...base, id: 'b', kind: 'changes', name: null, message: 'More', estimate_version: 4, at: 20 },
    { ...base, id: 'c', kind: 'approval', name: 'Ann', message: null, estimate_version: 6, at: 30 },
  ]

  it('shows the approval while the estimate is Accepted, and every change request, newest first', () => {
    expect(clientResponsesOf(responses, 'Accepted')).toEqual({
      approval: { name: 'Ann', approved_at: 30, ip: '203.0.113.9', browser: 'Firefox on Linux' },
      change_requests: [
        { at: 20, message: 'More' },
        { at: 10, message: 'Less' },
      ],
    })
  })

  it('shows no approval of an estimate that is not Accepted', () => {
    expect(clientResponsesOf(responses, 'Open').approval).toBeNull()
    expect(clientResponsesOf([], 'Accepted')).toEqual({ approval: null, change_requests: [] })
  })
})
