// The one check of the screens' permissions: each route declares the permission its screen needs
// (`handle: requires(...)` in features/<area>/routes.tsx); a role without it sees ForbiddenPage.
import { Outlet, useMatches } from 'react-router'
import { permissionOfHandle, useAccess } from '../../lib/access'
import { ForbiddenPage } from './forbidden-page'

export function RouteGuard() {
  const { can } = useAccess()
  const matches = useMatches()
  const isAllowed = matches.every((match) => {
    const permission = permissionOfHandle(match.handle)
    return permission === null || can(permission)
  })
  return isAllowed ? <Outlet /> : <ForbiddenPage />
}
