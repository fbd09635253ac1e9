// A form's footer: Cancel and the submit button, which shows a spinner and "Saving…" while the
// request is in flight and cannot be pressed twice.
import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Button } from './ui/button'

export type FormActionsProps = {
  submitLabel: ReactNode
  isSaving: boolean
  /** Shown on the submit button while saving; the spinner alone when it is the submit label. */
  savingLabel?: ReactNode
  /** No Cancel button when absent. */
  onCancel?: (() => void) | undefined
  /** The id of the form to submit, for a footer rendered outside its form. */
  form?: string
  className?: string
  /** Off for another reason than saving (e.g. what it needs is still loading). */
  isSubmitDisabled?: boolean
  /** Cancel is off while saving too. */
  isCancelLockedWhileSaving?: boolean
}

export function FormActions({
  submitLabel,
  isSaving,
  savingLabel = 'Saving…',
  onCancel,
  form,
  className,
  isSubmitDisabled = false,
  isCancelLockedWhileSaving = false,
}: FormActionsProps) {
  return (
    <div
      data-slot="form-actions"
      className={cn('flex flex-col-reverse gap-2 pt-6 sm:flex-row sm:justify-end', className)}
    >
      {onCancel ? (
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-9"
          disabled={isCancelLockedWhileSaving && isSaving}
          onClick={onCancel}
        >
          Cancel
        </Button>
      ) : null}
      <Button
        type="submit"
        form={form}
        className="min-h-11 sm:min-h-9"
        disabled={isSaving || isSubmitDisabled}
      >
        {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {isSaving ? savingLabel : submitLabel}
      </Button>
    </div>
  )
}
