// A dialog that is one form: a title and description, the fields, then Cancel and the submit button
// (form-actions). `FormDialog` is the whole of it; a form that must start afresh each time the
// dialog opens renders `FormDialogBody` from a component of its own inside `FreshFormDialog` (or,
// when something else decides what it edits, `FormDialogFrame`).
import type { FormEventHandler, ReactNode } from 'react'
import { cn } from '../lib/cn'
import { FormActions } from './form-actions'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog'
import { FieldGroup } from './ui/field'
import type { OverlayProps } from './overlay-props'

export type FormDialogFrameProps = OverlayProps & {
  /** While true the dialog cannot be closed (Escape, outside click, the close button). */
  isLocked?: boolean
  /** Classes of the dialog's panel, e.g. a wider one. */
  className?: string
  children: ReactNode
}

export function FormDialogFrame({
  open,
  onOpenChange,
  isLocked = false,
  className,
  children,
}: FormDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isLocked && onOpenChange(next)}>
      <DialogContent className={className}>{children}</DialogContent>
    </Dialog>
  )
}

export type FreshFormDialogProps = OverlayProps & {
  /** Classes of the dialog's panel, e.g. a wider one; it scrolls when taller than the screen. */
  className?: string
  /** The form, given the dialog's close: mounted only while open, so each opening starts afresh. */
  children: (close: () => void) => ReactNode
}

export function FreshFormDialog({ open, onOpenChange, className, children }: FreshFormDialogProps) {
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className={cn('max-h-[90dvh] overflow-y-auto', className)}
    >
      {open ? children(() => onOpenChange(false)) : null}
    </FormDialogFrame>
  )
}

export type FormDialogBodyProps = {
  title: ReactNode
  description?: ReactNode
  /** The form's accessible name. */
  formLabel?: string
  /** Usually `form.handleSubmit(onValid, onInvalid)`. */
  onSubmit: FormEventHandler<HTMLFormElement>
  submitLabel: ReactNode
  /** The submit label while saving; `submitLabel` and the spinner when absent. */
  savingLabel?: ReactNode
  isSaving: boolean
  isSubmitDisabled?: boolean
  /** Cancel stays pressable while saving unless this is set. */
  isCancelLockedWhileSaving?: boolean
  onCancel: () => void
  children: ReactNode
}

/** A dialog's title and (optional) description, as every dialog of the app heads itself. */
export function DialogHeading({
  title,
  description,
}: {
  title: ReactNode
  description?: ReactNode
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      {description ? <DialogDescription>{description}</DialogDescription> : null}
    </DialogHeader>
  )
}

export function FormDialogBody({
  title,
  description,
  formLabel,
  onSubmit,
  submitLabel,
  savingLabel = submitLabel,
  isSaving,
  isSubmitDisabled,
  isCancelLockedWhileSaving,
  onCancel,
  children,
}: FormDialogBodyProps) {
  return (
    <>
      <DialogHeading title={title} description={description} />
      <form noValidate onSubmit={onSubmit} aria-label={formLabel}>
        <FieldGroup>{children}</FieldGroup>
        <FormActions
          submitLabel={submitLabel}
          savingLabel={savingLabel}
          isSaving={isSaving}
          isSubmitDisabled={isSubmitDisabled}
          isCancelLockedWhileSaving={isCancelLockedWhileSaving}
          onCancel={onCancel}
        />
      </form>
    </>
  )
}

export type FormDialogProps = Omit<FormDialogFrameProps, 'isLocked'> &
  Omit<FormDialogBodyProps, 'onCancel' | 'isCancelLockedWhileSaving'> & {
    /** The dialog cannot be closed while saving. */
    isLockedWhileSaving?: boolean
  }

export function FormDialog({
  open,
  onOpenChange,
  className,
  isLockedWhileSaving = false,
  ...body
}: FormDialogProps) {
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      isLocked={isLockedWhileSaving && body.isSaving}
      className={className}
    >
      <FormDialogBody
        {...body}
        isCancelLockedWhileSaving={isLockedWhileSaving}
        onCancel={() => onOpenChange(false)}
      />
    </FormDialogFrame>
  )
}
