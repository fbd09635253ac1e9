// A time zone field (Branding, first-run setup): free text, an IANA name the domain checks, with the
// zones this browser knows as suggestions.
import type { ComponentProps } from 'react'
import { Input } from './ui/input'

const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

/** `listId`: the suggestions' id, unique on the page. */
export function TimeZoneInput({ listId, ...props }: ComponentProps<'input'> & { listId: string }) {
  return (
    <>
      <Input list={listId} spellCheck={false} autoCapitalize="off" {...props} />
      <datalist id={listId}>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  )
}
