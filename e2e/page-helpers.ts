// What many end-to-end specs look for: a toast by its text, and a day as a date input takes it.
import type { Page } from '@playwright/test'

/** The toast (sonner) showing `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/** The browser's local day `offsetDays` from today, as 'YYYY-MM-DD' (a date input's value). */
export function isoDay(offsetDays: number): string {
  const d = new Date()
  d.setDate(d.getDate() + offsetDays)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
