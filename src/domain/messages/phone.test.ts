import { describe, expect, it } from 'vitest'
import { normalizePhoneForSms, smsHref, telHref } from './phone'

describe('normalizePhoneForSms', () => {
  it('prefixes 10 digits with +1', () => {
    expect(normalizePhoneForSms('5125551234')).toBe('+15125551234')
    expect(normalizePhoneForSms('(512) 555-1234')).toBe('+15125551234')
    expect(normalizePhoneForSms(' 512.555.1234 ')).toBe('+15125551234')
  })

  it('prefixes 11 digits starting with 1 with +', () => {
    expect(normalizePhoneForSms('15125551234')).toBe('+15125551234')
    expect(normalizePhoneForSms('1 (512) 555-1234')).toBe('+15125551234')
    expect(normalizePhoneForSms('+1 512-555-1234')).toBe('+15125551234')
  })

  it('leaves other numbers as digits, keeping a leading +', () => {
    expect(normalizePhoneForSms('25125551234')).toBe('25125551234')
    expect(normalizePhoneForSms('+44 20 7946 0958')).toBe('+442079460958')
    expect(normalizePhoneForSms('555-1234')).toBe('5551234')
  })
})

describe('smsHref / telHref', () => {
  it('builds an sms: link with the normalised number and an encoded body', () => {
    expect(smsHref('(512) 555-1234', 'On my way & 5 min')).toBe(
      'sms:+15125551234?body=On%20my%20way%20%26%205%20min',
    )
  })

  it('builds a tel: link with only dialable characters', () => {
    expect(telHref('(512) 555-1234')).toBe('tel:5125551234')
    expect(telHref('+1 512 555 1234')).toBe('tel:+15125551234')
  })
})
