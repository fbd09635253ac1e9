import { describe, expect, it } from 'vitest'
import { isLoopbackHost, publicBindWarning } from './public-bind'

describe('publicBindWarning', () => {
  it('stays quiet on loopback addresses', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true)
      expect(publicBindWarning(host), host).toBeNull()
    }
  })

  it('warns on every interface and on any other address or name', () => {
    for (const host of [
      '0.0.0.0',
      '::',
      '192.168.1.20',
      '10.0.0.5',
      'fe80::1',
      'crm.example.com',
      '128.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false)
      expect(publicBindWarning(host), host).toMatch(/over plain HTTP/)
    }
    expect(publicBindWarning('0.0.0.0')).toContain('every network interface')
    expect(publicBindWarning('::')).toContain('every network interface')
    expect(publicBindWarning('192.168.1.20')).toContain('HOST=192.168.1.20')
    expect(publicBindWarning('0.0.0.0')).toContain('HOST=127.0.0.1')
  })

  it('stays quiet behind an HTTPS proxy (TRUST_PROXY)', () => {
    expect(publicBindWarning('0.0.0.0', true)).toBeNull()
    expect(publicBindWarning('0.0.0.0', false)).toContain('TRUST_PROXY=1')
  })
})
