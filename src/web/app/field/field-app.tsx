// The field app's router and providers (decision 055): /today with its shell; any other address is
// a page of the staff app, so it is opened as a page load (a job's page, the sign-in page). A
// declarative <BrowserRouter>, not a data router: the field app has no loaders or actions, and the
// data router's code (its createRouter, 60 KB before minifying) then stays out of the phone's first
// file, as does its set-up task.
import type { QueryClient } from '@tanstack/react-query'
import { useLayoutEffect } from 'react'
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router'
import { TodayPage } from '../../features/projects/today-page'
import { AppLoading } from '../app-loading'
import { AppProviders } from '../providers'
import { fieldQueryProvider } from './field-cache'
import { FieldShell } from './field-shell'

/** Another app's page: loaded whole, as a link outside the field app is. */
function StaffAppPage() {
  const { pathname, search, hash } = useLocation()
  useLayoutEffect(() => {
    window.location.assign(pathname + search + hash)
  }, [pathname, search, hash])
  return <AppLoading />
}

export const fieldRoutes: RouteObject[] = [
  { path: '/today', element: <FieldShell />, children: [{ index: true, element: <TodayPage /> }] },
  { path: '*', element: <StaffAppPage /> },
]

function FieldRoutes() {
  return useRoutes(fieldRoutes)
}

export function FieldApp({
  queryClient,
}: {
  /** The client the first answers were put in (field-first-answers.ts); by default a new one. */
  queryClient?: QueryClient
}) {
  return (
    <AppProviders queryProvider={fieldQueryProvider} client={queryClient}>
      <BrowserRouter>
        <FieldRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
