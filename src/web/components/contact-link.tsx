// A person's email or phone as a link that opens the mail or phone app, or the fallback when they
// have none: quiet with an icon in a page header, a plain primary link in an info card.
import { Mail, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'

/** The muted, 44px-tall-on-phones link of a header's contact line. */
export const headerLinkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:min-h-0'

const infoLinkClass = 'inline-flex min-h-11 items-center text-primary hover:underline sm:min-h-0'

const kinds = {
  email: { href: 'mailto:', icon: Mail },
  phone: { href: 'tel:', icon: Phone },
} as const

export type ContactLinkProps = {
  kind: keyof typeof kinds
  value: string | null | undefined
  /** In a header: muted, with the mail or phone icon. */
  isInHeader?: boolean
  fallback?: ReactNode
}

export function ContactLink({
  kind,
  value,
  isInHeader = false,
  fallback = null,
}: ContactLinkProps) {
  if (!value) return fallback
  const { href, icon: Icon } = kinds[kind]
  return (
    <a href={`${href}${value}`} className={cn(isInHeader ? headerLinkClass : infoLinkClass)}>
      {isInHeader ? <Icon aria-hidden="true" className="size-4" /> : null}
      {value}
    </a>
  )
}
