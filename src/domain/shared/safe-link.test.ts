import { describe, expect, it } from 'vitest'
import { isSafeLink, safeLink } from './safe-link'

describe('safe links', () => {
  it.each([
    'tel:+15125550100',
    'sms:+15125550100?body=Hi',
    'mailto:maria@example.com',
    'https://example.com/a?b=c',
    'HTTP://example.com',
    '/crm/contacts/persons/123',
  ])('allows %s', (href) => {
    expect(isSafeLink(href)).toBe(true)
    expect(safeLink(href)).toBe(href)
  })

  it.each([
    'javascript:window.__xss=1',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/\\evil.example.com',
    'crm/contacts',
    '',
    '"><svg onload=alert(1)>',
  ])('refuses %j', (href) => {
    expect(isSafeLink(href)).toBe(false)
    expect(safeLink(href)).toBeUndefined()
  })
})
