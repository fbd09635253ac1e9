// Workspace settings: Business / Branding (the business name and brand colour, and what the PDF
// documents print: contact details, logo, payment instructions, paper size, time zone), and the
// billing settings (tax rate, rounding, payment terms; decision 058).
import { z } from 'zod'
import {
  applyBrandingPatch,
  brandingAnswer,
  brandingAnswerSchema,
  brandingLogoSchema,
  patchBrandingInput,
  publicBrandingAnswer,
  publicBrandingAnswerSchema,
} from '../../domain/settings/branding'
import {
  applyBillingSettingsPatch,
  billingSettingsSchema,
  patchBillingSettingsInput,
} from '../../domain/settings/billing-settings'
import { hostTimeZone } from '../../domain/settings/read-branding'
import { parseOrThrow } from '../../domain/shared/app-error'
import type { ApiRoute } from '../shared/route-types'

export function settingsRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/settings/branding',
      summary:
        'The business name, brand colour and document details; the logo only as has_logo. Public: without a session only the name and colour (the sign-in page shows them)',
      tag: 'settings',
      access: 'public',
      responseSchema: z.union([brandingAnswerSchema, publicBrandingAnswerSchema]),
      successStatus: 200,
      handle: async (input, deps) => {
        const branding = await deps.store.transaction((tx) => tx.getBranding())
        const isStranger = input.grant?.isAnonymous !== false
        return {
          status: 200,
          body: isStranger
            ? publicBrandingAnswer(branding)
            : brandingAnswer(branding, hostTimeZone()),
        }
      },
    },
    {
      method: 'GET',
      path: '/api/settings/branding/logo',
      summary: 'The business logo as a data URL (PNG, JPEG or sanitised SVG), or null',
      tag: 'settings',
      access: 'signed-in',
      responseSchema: brandingLogoSchema,
      successStatus: 200,
      handle: async (_input, deps) => {
        const branding = await deps.store.transaction((tx) => tx.getBranding())
        return { status: 200, body: { logo: branding.logo } }
      },
    },
    {
      method: 'PATCH',
      path: '/api/settings/branding',
      summary:
        'Change the branding: name, colour, e-mail, phone, address, payment instructions, paper size, time zone, logo (a data URL, null removes it)',
      tag: 'settings',
      access: 'settings:write',
      bodySchema: patchBrandingInput,
      responseSchema: brandingAnswerSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const patch = parseOrThrow(patchBrandingInput, input.body)
        const body = await deps.store.transaction(async (tx) => {
          const next = applyBrandingPatch(await tx.getBranding(), patch)
          await tx.saveBranding(next)
          return next
        })
        return { status: 200, body: brandingAnswer(body, hostTimeZone()) }
      },
    },
    {
      method: 'GET',
      path: '/api/settings/billing',
      summary:
        'The billing settings: the tax rate (name and percent) and rounding new estimates and invoices are made with, and the payment terms (Net 15 or Net 30)',
      tag: 'settings',
      access: 'signed-in',
      responseSchema: billingSettingsSchema,
      successStatus: 200,
      handle: async (_input, deps) => {
        const settings = await deps.store.read((tx) => tx.getBillingSettings())
        return { status: 200, body: settings }
      },
    },
    {
      method: 'PATCH',
      path: '/api/settings/billing',
      summary:
        'Change the billing settings (new documents only: each estimate and invoice keeps the rate and rounding it was made with)',
      tag: 'settings',
      access: 'settings:write',
      bodySchema: patchBillingSettingsInput,
      responseSchema: billingSettingsSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const patch = parseOrThrow(patchBillingSettingsInput, input.body)
        const body = await deps.store.transaction(async (tx) => {
          const next = applyBillingSettingsPatch(await tx.getBillingSettings(), patch)
          await tx.saveBillingSettings(next)
          return next
        })
        return { status: 200, body }
      },
    },
  ]
}
