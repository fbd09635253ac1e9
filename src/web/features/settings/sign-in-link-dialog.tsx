// The one-time sign-in link of an invite (server mode): it sets the user's password once, within
// 72 hours. Shown as soon as it is made, with whether it was e-mailed (issue #30) and a Copy
// button, so the Owner can pass it on themselves when no mail server is set up.
import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import type { TeamUser } from '../../../domain/settings/team-user'
import { Button } from '../../components/ui/button'
import { DialogHeading, FormDialogFrame } from '../../components/form-dialog'
import { DialogFooter } from '../../components/ui/dialog'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { formatDateTime } from '../../lib/format'
import { toastError, toastSuccess } from '../../lib/toast'
import type { InviteMail, SignInLink } from './api'
import { notSentReason } from './invite-outcome'

export type ShownSignInLink = {
  user: Pick<TeamUser, 'name' | 'email'>
  link: SignInLink
  /** The invite's e-mail; absent: the link was only made, not sent. */
  mail?: InviteMail
}

/** The link's full address, on the server the app was opened from. */
export const signInLinkUrl = (link: SignInLink): string => `${window.location.origin}${link.path}`

export function SignInLinkDialog({
  shown,
  onClose,
}: {
  shown: ShownSignInLink | null
  onClose: () => void
}) {
  return (
    <FormDialogFrame open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      {shown ? <SignInLinkBody key={shown.link.path} shown={shown} onClose={onClose} /> : null}
    </FormDialogFrame>
  )
}

function SignInLinkBody({ shown, onClose }: { shown: ShownSignInLink; onClose: () => void }) {
  const { user, link, mail } = shown
  const url = signInLinkUrl(link)
  const isSent = mail?.status === 'queued'
  const [isCopied, setCopied] = useState(false)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toastSuccess('Link copied', `Send it to ${user.name}`)
    } catch {
      toastError('Could not copy the link', 'Select the link and copy it yourself')
    }
  }

  return (
    <>
      <DialogHeading
        title={`Sign-in link for ${user.name}`}
        description={
          isSent
            ? `We e-mailed this link to ${user.name} (${user.email}). It works once, within 72 hours: they open it, choose a password and are signed in.`
            : `Send this link to ${user.name} (${user.email}). It works once, within 72 hours: they open it, choose a password and are signed in.`
        }
      />
      {mail && !isSent ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Not e-mailed. {notSentReason(mail)}. Copy the link and send it yourself.
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="sign-in-link">Sign-in link</Label>
        <div className="flex gap-2">
          <Input
            id="sign-in-link"
            readOnly
            value={url}
            className="font-mono text-xs md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            className="min-h-11 shrink-0 sm:min-h-9"
            onClick={() => void copy()}
          >
            {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {isCopied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          Expires {formatDateTime(link.expires_at)}. A new link can be made at any time from the
          user&apos;s row.
        </p>
      </div>
      <DialogFooter>
        <Button className="min-h-11 sm:min-h-9" onClick={onClose}>
          Done
        </Button>
      </DialogFooter>
    </>
  )
}
