// A styled native <select>: right for forms (works with React Hook Form's register, the phone's
// own picker, and labels), unlike a custom listbox.
import { ChevronDownIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export function Select({
  className,
  selectClassName,
  children,
  ...props
}: ComponentProps<'select'> & {
  /** Classes of the <select> itself (`className` styles the wrapper), e.g. a taller target. */
  selectClassName?: string
}) {
  return (
    <div data-slot="select-wrapper" className={cn('relative w-full', className)}>
      <select
        data-slot="select"
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-card py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:h-9 md:text-sm',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          selectClassName,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
