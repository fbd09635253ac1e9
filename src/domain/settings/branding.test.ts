import { describe, expect, it } from 'vitest'
import {
  applyBrandingPatch,
  BRAND_COLOR_MESSAGE,
  brandingOrDefault,
  parseBranding,
  DEFAULT_BRANDING,
  patchBrandingInput,
} from './branding'

describe('branding', () => {
  it('accepts a trimmed name and a hex colour, stored lower case', () => {
    const patch = patchBrandingInput.parse({
      business_name: '  Acme Lawns ',
      brand_color: '#1D4ED8',
    })
    expect(applyBrandingPatch(DEFAULT_BRANDING, patch)).toEqual({
      business_name: 'Acme Lawns',
      brand_color: '#1d4ed8',
    })
  })

  it('keeps what a patch leaves out', () => {
    const current = { business_name: 'Acme Lawns', brand_color: '#123456' }
    expect(
      applyBrandingPatch(current, patchBrandingInput.parse({ brand_color: '#abcdef' })),
    ).toEqual({
      business_name: 'Acme Lawns',
      brand_color: '#abcdef',
    })
  })

  it('refuses a blank name, a bad colour and unknown fields', () => {
    expect(patchBrandingInput.safeParse({ business_name: '   ' }).success).toBe(false)
    const color = patchBrandingInput.safeParse({ brand_color: 'green' })
    expect(color.success).toBe(false)
    expect(color.error?.issues[0]?.message).toBe(BRAND_COLOR_MESSAGE)
    expect(patchBrandingInput.safeParse({ brand_color: '#12345' }).success).toBe(false)
    expect(patchBrandingInput.safeParse({ logo: 'x' }).success).toBe(false)
  })

  it('falls back to the defaults field by field for stored garbage', () => {
    expect(brandingOrDefault(null)).toEqual(DEFAULT_BRANDING)
    expect(brandingOrDefault({ business_name: 'Acme', brand_color: 'red' })).toEqual({
      business_name: 'Acme',
      brand_color: DEFAULT_BRANDING.brand_color,
    })
    expect(brandingOrDefault({ business_name: 42, brand_color: '#ABCDEF' })).toEqual({
      business_name: DEFAULT_BRANDING.business_name,
      brand_color: '#abcdef',
    })
  })

  it('says whether a value was a whole valid branding', () => {
    expect(parseBranding({ business_name: 'Acme', brand_color: '#ABCDEF', version: 3 })).toEqual({
      branding: { business_name: 'Acme', brand_color: '#abcdef' },
      isValid: true,
    })
    for (const value of [null, 'Acme', [], {}, { business_name: 'Acme' }, { brand_color: 7 }]) {
      expect(parseBranding(value).isValid, JSON.stringify(value)).toBe(false)
    }
  })
})
