// A panel that slides in from the right over a dimmed backdrop (assistant, phonebook, SMS): full
// width on phones, 420 px from sm up. Radix Dialog gives focus trapping, Escape and backdrop close.
import { XIcon } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'

export function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />
}

export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        data-testid="sheet-backdrop"
        className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col border-l bg-card shadow-xl outline-none data-[state=open]:animate-sheet-in sm:w-[420px] sm:max-w-[420px]',
          'pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/** The panel's top row: its title (and description) with a close button. */
export function SheetHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string
  description?: string
  actions?: ReactNode
  className?: string
}) {
  return (
    <div className={cn('flex min-h-14 shrink-0 items-center gap-2 border-b px-4 py-2', className)}>
      <div className="flex min-w-0 flex-1 flex-col">
        <DialogPrimitive.Title className="truncate text-base font-semibold">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="truncate text-xs text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
      </div>
      {actions}
      <DialogPrimitive.Close
        aria-label="Close"
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon aria-hidden="true" className="size-5" />
      </DialogPrimitive.Close>
    </div>
  )
}
