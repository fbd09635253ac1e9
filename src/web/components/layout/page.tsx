import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

/** The content column of a page. */
export function Page({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:px-8 md:py-8',
        className,
      )}
      {...props}
    />
  )
}
