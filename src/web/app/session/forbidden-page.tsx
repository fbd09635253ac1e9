// What a screen the user's role may not use shows instead (a direct address, an old bookmark).
import { ShieldX } from 'lucide-react'
import { LinkButton } from '../../components/link-button'
import { homePath, useAccess } from '../../lib/access'
import { useDocumentTitle } from '../../lib/use-document-title'

export const FORBIDDEN_TITLE = "You don't have access to this page"

const HOME_LABELS: Readonly<Record<string, string>> = {
  '/dashboard': 'Back to the dashboard',
  '/today': 'Back to Today',
}

export function ForbiddenPage() {
  const access = useAccess()
  const home = homePath(access)
  useDocumentTitle(FORBIDDEN_TITLE)
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShieldX aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{FORBIDDEN_TITLE}</h1>
      <p className="max-w-md text-muted-foreground">
        Your role ({access.actor.role}) does not include this screen. Ask the owner of your
        workspace if you need it.
      </p>
      <LinkButton to={home}>{HOME_LABELS[home] ?? 'Back to jobs'}</LinkButton>
    </div>
  )
}
