// What the page being opened asks for first, asked for before its code arrives (data/early-requests.ts).
import { requestBrandingEarly } from '../data/branding'
import { requestDashboardEarly } from '../features/dashboard/api'

/** The dashboard's paths (features/dashboard/routes.tsx). */
const DASHBOARD_PATHS = new Set(['/', '/dashboard'])

export function sendFirstPageRequests(pathname: string): void {
  requestBrandingEarly()
  if (DASHBOARD_PATHS.has(pathname.replace(/(.)\/+$/, '$1'))) requestDashboardEarly()
}
