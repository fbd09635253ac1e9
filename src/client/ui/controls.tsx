// The client pages' form controls: the staff primitives' look (components/ui/input, button, field)
// without their class merging (tailwind-merge) and Radix parts, which cost the public page about
// 12 KB of its 80 KB budget (decision 048). Plain class strings: nothing here is overridden.
import type { ComponentProps, ReactNode } from 'react'

const CONTROL =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:cursor-not-allowed disabled:opacity-50'

export function TextInput({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${CONTROL} h-11 py-1 ${className}`} {...props} />
}

export function TextArea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${CONTROL} min-h-24 py-2 ${className}`} {...props} />
}

const BUTTON = {
  primary: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  outline: 'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof BUTTON }) {
  return (
    <button
      className={`inline-flex cursor-pointer items-center justify-center gap-2 rounded-md px-4 text-sm font-medium whitespace-nowrap outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 ${BUTTON[variant]} ${className}`}
      {...props}
    />
  )
}

/** A label, the control, an optional hint and the error (role="alert", so it is announced). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: ReactNode
  hint?: string | undefined
  error?: string | undefined
  children: ReactNode
}) {
  return (
    <div className="flex w-full flex-col gap-2" data-invalid={error ? true : undefined}>
      <label
        htmlFor={id}
        className={`text-sm leading-none font-medium ${error ? 'text-destructive' : ''}`}
      >
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/** The ids a control's aria-describedby names: its hint and its error, when shown. */
export function describedBy(id: string, hasHint: boolean, error: string | undefined) {
  return [hasHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
}
