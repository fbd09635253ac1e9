// A plain link of the hub pages (full page loads: no router), tall enough to tap (44 px) and with a
// visible focus ring.
import type { ComponentProps } from 'react'

export function TextLink({ className = '', ...props }: ComponentProps<'a'>) {
  return (
    <a
      className={`inline-flex min-h-11 items-center rounded-sm font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${className}`}
      {...props}
    />
  )
}
