import { describe, expect, it } from 'vitest'
import {
  AGREEMENT_REQUIRED,
  approvalErrors,
  changeRequestError,
  CHANGES_MESSAGE_REQUIRED,
  SIGNATURE_MAX,
  SIGNATURE_REQUIRED,
  SIGNATURE_TOO_LONG,
} from './hub-approval'

describe("the hub's estimate answers", () => {
  it('needs a typed name and "I agree" to approve', () => {
    expect(approvalErrors({ name: 'Ana Ruiz', agree: true })).toEqual({})
    expect(approvalErrors({ name: '   ', agree: false })).toEqual({
      name: SIGNATURE_REQUIRED,
      agree: AGREEMENT_REQUIRED,
    })
    // A full name: one letter is not a signature.
    expect(approvalErrors({ name: ' A ', agree: true })).toEqual({ name: SIGNATURE_REQUIRED })
    expect(approvalErrors({ name: 42, agree: 'yes' })).toEqual({
      name: SIGNATURE_REQUIRED,
      agree: AGREEMENT_REQUIRED,
    })
    expect(approvalErrors({ name: 'a'.repeat(SIGNATURE_MAX + 1), agree: true })).toEqual({
      name: SIGNATURE_TOO_LONG,
    })
    // Characters as the schemas count them (code points): a name in a script outside the BMP fits.
    expect(approvalErrors({ name: '𐐷'.repeat(SIGNATURE_MAX), agree: true })).toEqual({})
    expect(approvalErrors({ name: '𐐷'.repeat(SIGNATURE_MAX + 1), agree: true })).toEqual({
      name: SIGNATURE_TOO_LONG,
    })
  })

  it('needs a message to request changes', () => {
    expect(changeRequestError('Cheaper stone, please')).toBeNull()
    expect(changeRequestError(' \n ')).toBe(CHANGES_MESSAGE_REQUIRED)
    expect(changeRequestError(undefined)).toBe(CHANGES_MESSAGE_REQUIRED)
    expect(changeRequestError('x'.repeat(3001))).toMatch(/too long/)
  })
})
