import { Compass } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useDocumentTitle } from '../lib/use-document-title'
import { LinkButton } from '../components/link-button'

export function NotFoundPage() {
  const { pathname } = useLocation()
  useDocumentTitle('Page not found')
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Compass aria-hidden="true" className="size-7" />
      </div>
      <h1 className="text-5xl font-bold tracking-tight">404</h1>
      <p className="text-lg text-muted-foreground">Oops! Page not found</p>
      <LinkButton to="/">Return to Home</LinkButton>
    </div>
  )
}
