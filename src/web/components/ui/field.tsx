// Form field layout: a label, the control, an optional hint and the error, tied together with ids so
// the control gets aria-invalid and aria-describedby (shadcn/ui Field pattern).
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Label } from './label'

export function Field({
  className,
  invalid = false,
  ...props
}: ComponentProps<'div'> & { invalid?: boolean }) {
  return (
    <div
      role="group"
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn('group/field flex w-full flex-col gap-2', className)}
      {...props}
    />
  )
}

export function FieldLabel({ className, ...props }: ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn('group-data-[invalid=true]/field:text-destructive', className)}
      {...props}
    />
  )
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** The field's error message; renders nothing when there is none. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null
  return (
    <p
      role="alert"
      data-slot="field-error"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  )
}

export function FieldGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field-group" className={cn('flex flex-col gap-5', className)} {...props} />
}
