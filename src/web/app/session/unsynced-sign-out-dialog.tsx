// Asked before signing out while changes wait on the phone (issue #33): loaded only then, so the
// sign-out page (in the first page's bundle) carries neither the dialog nor the outbox.
import { ConfirmDialog } from '../../components/confirm-dialog'

export const unsyncedSignOutText = (count: number) =>
  `You have ${count} ${count === 1 ? 'change' : 'changes'} waiting to sync. Sign out anyway? They will be lost.`

export function UnsyncedSignOutDialog({
  count,
  onConfirm,
  onCancel,
}: {
  count: number
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Sign out?"
      description={unsyncedSignOutText(count)}
      confirmLabel="Sign out"
      isDestructive
      onConfirm={onConfirm}
    />
  )
}
