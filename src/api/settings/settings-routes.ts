// Workspace settings: Business / Branding (the business name and brand colour).
import {
  brandingSchema,
  applyBrandingPatch,
  patchBrandingInput,
} from '../../domain/settings/branding'
import { parseOrThrow } from '../../domain/shared/app-error'
import type { ApiRoute } from '../shared/route-types'

export function settingsRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/settings/branding',
      summary: 'The business name and brand colour (public: the sign-in page shows them)',
      tag: 'settings',
      access: 'public',
      responseSchema: brandingSchema,
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: await deps.store.transaction((tx) => tx.getBranding()),
      }),
    },
    {
      method: 'PATCH',
      path: '/api/settings/branding',
      summary: 'Change the business name and/or brand colour',
      tag: 'settings',
      access: 'settings:write',
      bodySchema: patchBrandingInput,
      responseSchema: brandingSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const patch = parseOrThrow(patchBrandingInput, input.body)
        const body = await deps.store.transaction(async (tx) => {
          const next = applyBrandingPatch(await tx.getBranding(), patch)
          await tx.saveBranding(next)
          return next
        })
        return { status: 200, body }
      },
    },
  ]
}
