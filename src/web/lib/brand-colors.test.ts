// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRANDING } from '../../domain/settings/branding'
import { applyBrandColor, brandVariables, luminance, readableTextOn } from './brand-colors'

describe('brand colours', () => {
  it('measures luminance from black to white', () => {
    expect(luminance('#000000')).toBe(0)
    expect(luminance('#ffffff')).toBeCloseTo(1)
    expect(luminance('#2f6b3a')).toBeGreaterThan(0.1)
    expect(luminance('#2f6b3a')).toBeLessThan(0.2)
  })

  it('picks white text on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#1d4ed8')).toBe('#ffffff')
    expect(readableTextOn('#2f6b3a')).toBe('#ffffff')
    expect(readableTextOn('#facc15')).toBe('#111827')
    expect(readableTextOn('#f0f0f0')).toBe('#111827')
  })

  it('keeps the stylesheet palette for the default colour', () => {
    expect(brandVariables(DEFAULT_BRANDING.brand_color)).toEqual({})
    expect(brandVariables('#1D4ED8')['--primary']).toBe('#1d4ed8')
    expect(brandVariables('#facc15')['--primary-foreground']).toBe('#111827')
  })

  it('sets the variables on the root and clears them again', () => {
    const root = document.createElement('div')
    applyBrandColor('#7c3aed', root)
    expect(root.style.getPropertyValue('--primary')).toBe('#7c3aed')
    expect(root.style.getPropertyValue('--accent')).toContain('#7c3aed')
    applyBrandColor(DEFAULT_BRANDING.brand_color, root)
    expect(root.style.getPropertyValue('--primary')).toBe('')
  })
})
