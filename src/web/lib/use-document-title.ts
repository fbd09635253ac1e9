import { useEffect } from 'react'

export const APP_NAME = 'Groundwork'

/** Sets the tab title to 'Page · Groundwork' (or just 'Groundwork' without a page title). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME
  }, [title])
}
