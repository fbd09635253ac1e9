// The one check of the screens' permissions: each route declares the permission its screen needs
// (`handle: requires(...)` in features/<area>/routes.tsx); a role without it sees ForbiddenPage.
import { Outlet, useMatches } from 'react-router'
import { meets, needOfHandle, useAccess } from '../../lib/access'
import { ForbiddenPage } from './forbidden-page'

export function RouteGuard() {
  const access = useAccess()
  const matches = useMatches()
  const isAllowed = matches.every((match) => {
    const need = needOfHandle(match.handle)
    return need === null || meets(access, need)
  })
  return isAllowed ? <Outlet /> : <ForbiddenPage />
}
