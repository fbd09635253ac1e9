// The placeholders a template's subject and message may hold, written `{name}`, and how they are
// found and filled. Filling is one pass over the template: a value that itself looks like a
// placeholder (a client named "{link}") is kept as text, never filled again.

export const PLACEHOLDERS = [
  'client_name',
  'business_name',
  'estimate_number',
  'estimate_total',
  'invoice_number',
  'amount_due',
  'due_date',
  'visit_date',
  'visit_time',
  'visit_address',
  'crew_name',
  'link',
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

/** The values an e-mail is filled with: the sender passes what its kind offers, as display text. */
export type MailValues = Partial<Record<Placeholder, string>>

export const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name)

/**
 * What counts as a placeholder in a text: braces around a name without spaces or braces. Braces
 * around anything else ("{ note }") are plain text.
 */
const TOKEN = /\{([^{}\s]{1,60})\}/g

/** The names of every `{name}` in `text`, in order of first appearance, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1]!))]
}

/** `text` with each offered placeholder replaced by its value ('' when the sender has none). */
export function fillPlaceholders(
  text: string,
  values: MailValues,
  offered: readonly Placeholder[] = PLACEHOLDERS,
): string {
  return text.replace(TOKEN, (token, name: string) =>
    isPlaceholder(name) && offered.includes(name) ? (values[name] ?? '') : token,
  )
}

/** A subject line: no CR or LF (a header cannot be split), runs of white space as one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
