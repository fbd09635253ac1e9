// A branding answer from the API (GET or PATCH /api/settings/branding) as the app shows it: checked
// field by field as the domain's schema would (without zod: every page reads it), a malformed field
// replaced by its default and reported on the console, so a bad answer never reaches the app shell
// (the brand colour feeds the theme on every page).
import type { BrandingAnswer } from '../../domain/settings/branding'
import { parseBranding } from '../../domain/settings/read-branding'

export function brandingFromAnswer(answer: unknown): BrandingAnswer {
  const { branding, isValid } = parseBranding(answer)
  if (!isValid) {
    console.warn('The branding settings answer is malformed: showing the defaults instead', answer)
  }
  return branding
}
