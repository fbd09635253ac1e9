// A yes/no question before a change that is hard to undo (unassigning a crew, removing an item,
// deleting a record).
import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog'
import { Button, buttonVariants } from './ui/button'
import type { OverlayProps } from './overlay-props'

export type ConfirmDialogProps = OverlayProps & {
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  /** No confirm button when absent: the dialog only explains, and Cancel closes it. */
  onConfirm?: (() => void) | undefined
  isDestructive?: boolean
  /** Extra content between the text and the buttons (e.g. a select). */
  children?: ReactNode
  isConfirmDisabled?: boolean
  cancelLabel?: string
  /**
   * For a confirm that runs a request and closes the dialog itself when it is done: the dialog
   * stays open while busy, its buttons are off and the confirm button spins with `busyLabel`.
   */
  isBusy?: boolean
  busyLabel?: ReactNode
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isDestructive = false,
  children,
  isConfirmDisabled = false,
  cancelLabel = 'Cancel',
  isBusy,
  busyLabel = confirmLabel,
}: ConfirmDialogProps) {
  // A busy-aware confirm is a plain button: an alert dialog's action would close it at once.
  const isSelfClosing = isBusy === undefined
  const variant = isDestructive ? 'destructive' : 'default'
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy} className="min-h-11 sm:min-h-9">
            {cancelLabel}
          </AlertDialogCancel>
          {!onConfirm ? null : isSelfClosing ? (
            <AlertDialogAction
              className={cn(buttonVariants({ variant }), 'min-h-11 sm:min-h-9')}
              disabled={isConfirmDisabled}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialogAction>
          ) : (
            <Button
              variant={variant}
              className="min-h-11 sm:min-h-9"
              disabled={isConfirmDisabled || isBusy}
              onClick={onConfirm}
            >
              {isBusy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {isBusy ? busyLabel : confirmLabel}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
