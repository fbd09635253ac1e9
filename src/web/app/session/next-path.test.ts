import { describe, expect, it } from 'vitest'
import { safeNextPath, signInHref } from './next-path'

describe('the page to come back to after signing in', () => {
  it('keeps a path of the app with its query', () => {
    expect(signInHref('/billing/invoices?filter=overdue')).toBe(
      '/signin?next=%2Fbilling%2Finvoices%3Ffilter%3Doverdue',
    )
    expect(safeNextPath('/billing/invoices?filter=overdue')).toBe(
      '/billing/invoices?filter=overdue',
    )
  })

  it('needs no next for the home page', () => {
    expect(signInHref('/')).toBe('/signin')
  })

  it('never follows another site or the sign-in pages', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/signin',
      '/signin?next=/x',
      '/setup',
      '/signout',
      '',
      null,
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull()
    }
  })
})
