import { describe, expect, it } from 'vitest'
import {
  applyBrandingPatch,
  BRAND_COLOR_MESSAGE,
  PAPER_SIZE_MESSAGE,
  DEFAULT_BRANDING,
  patchBrandingInput,
} from './branding'
import { TIME_ZONE_MESSAGE } from './branding-defaults'

describe('branding', () => {
  it('accepts a trimmed name and a hex colour, stored lower case', () => {
    const patch = patchBrandingInput.parse({
      business_name: '  Acme Lawns ',
      brand_color: '#1D4ED8',
    })
    expect(applyBrandingPatch(DEFAULT_BRANDING, patch)).toEqual({
      ...DEFAULT_BRANDING,
      business_name: 'Acme Lawns',
      brand_color: '#1d4ed8',
    })
  })

  it('keeps what a patch leaves out', () => {
    const current = { ...DEFAULT_BRANDING, business_name: 'Acme Lawns', brand_color: '#123456' }
    expect(
      applyBrandingPatch(current, patchBrandingInput.parse({ brand_color: '#abcdef' })),
    ).toEqual({
      ...DEFAULT_BRANDING,
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
    expect(patchBrandingInput.safeParse({ favicon: 'x' }).success).toBe(false)
  })

  it('checks the document fields, each with its own message', () => {
    const messages = (value: Record<string, unknown>) =>
      patchBrandingInput.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(
      messages({
        business_email: 'not-an-email',
        time_zone: 'Mars/Olympus',
        paper_size: 'A5',
        logo: 'data:text/html,<script>1</script>',
      }),
    ).toEqual([
      ['business_email', 'Email must be a valid email address'],
      ['paper_size', PAPER_SIZE_MESSAGE],
      ['time_zone', TIME_ZONE_MESSAGE],
      ['logo', 'Logo must be a PNG, JPEG or SVG image'],
    ])
    const ok = patchBrandingInput.parse({
      business_email: ' office@acme.test ',
      business_address: '1 Main St\r\nSpringfield',
      time_zone: 'America/New_York',
      paper_size: 'A4',
      logo: null,
    })
    expect(ok).toEqual({
      business_email: 'office@acme.test',
      business_address: '1 Main St\nSpringfield',
      time_zone: 'America/New_York',
      paper_size: 'A4',
      logo: null,
    })
    expect(
      applyBrandingPatch({ ...DEFAULT_BRANDING, logo: 'data:image/png;base64,AA' }, ok).logo,
    ).toBeNull()
    expect(patchBrandingInput.parse({ business_email: '' }).business_email).toBe('')
  })
})
