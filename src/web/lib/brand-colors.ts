// The theme colours that follow the brand colour of Business / Branding. The stylesheet's own tuned
// palette is kept for the default colour; any other colour replaces the primary and derives the
// soft accents from it with CSS color-mix.
import { DEFAULT_BRANDING } from '../../domain/settings/branding-defaults'

/** Relative luminance of '#rrggbb' (WCAG 2). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/** White or near-black text, whichever reads better on `hex`. */
export function readableTextOn(hex: string): string {
  const l = luminance(hex)
  const onWhite = 1.05 / (l + 0.05)
  const onBlack = (l + 0.05) / 0.05
  return onWhite >= onBlack ? '#ffffff' : '#111827'
}

export const BRAND_VARIABLES = [
  '--primary',
  '--primary-foreground',
  '--ring',
  '--accent',
  '--accent-foreground',
  '--sidebar-primary',
  '--sidebar-primary-foreground',
  '--sidebar-accent',
  '--sidebar-accent-foreground',
  '--sidebar-ring',
] as const

/** The CSS variables to set for a brand colour; empty for the default (the stylesheet's palette). */
export function brandVariables(
  hex: string,
): Partial<Record<(typeof BRAND_VARIABLES)[number], string>> {
  const color = hex.toLowerCase()
  if (color === DEFAULT_BRANDING.brand_color || !/^#[0-9a-f]{6}$/.test(color)) return {}
  const text = readableTextOn(color)
  const soft = `color-mix(in oklch, ${color} 14%, white)`
  const deep = `color-mix(in oklch, ${color} 70%, black)`
  return {
    '--primary': color,
    '--primary-foreground': text,
    '--ring': color,
    '--accent': soft,
    '--accent-foreground': deep,
    '--sidebar-primary': color,
    '--sidebar-primary-foreground': text,
    '--sidebar-accent': soft,
    '--sidebar-accent-foreground': deep,
    '--sidebar-ring': color,
  }
}

/** Sets (or clears) the brand variables on the document and the browser's theme colour. */
export function applyBrandColor(hex: string, root: HTMLElement = document.documentElement): void {
  const vars = brandVariables(hex)
  for (const name of BRAND_VARIABLES) {
    const value = vars[name]
    if (value) root.style.setProperty(name, value)
    else root.style.removeProperty(name)
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', hex)
}
