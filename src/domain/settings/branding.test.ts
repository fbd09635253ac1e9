import { describe, expect, it } from 'vitest'
import {
  applyBrandingPatch,
  BRAND_COLOR_MESSAGE,
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
})
