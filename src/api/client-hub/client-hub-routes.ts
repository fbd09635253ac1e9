// The client hub's routes (issue #31): its settings (the Office reads them, the Owner changes them)
// and the public request form's POST. Server mode only: the demo has no public pages.
import {
  clientHubSettingsSchema,
  REQUEST_FORM_OFF,
} from '../../domain/client-hub/client-hub-settings'
import {
  requestFormStatusSchema,
  workRequestAnswerSchema,
  workRequestBodySchema,
} from '../../domain/client-hub/work-request-schema'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import type { ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'
import type { ClientHubTx } from './client-hub-store'
import { isRequestFormOn, submitWorkRequest } from './submit-work-request'

export const WORK_REQUESTS_PATH = '/api/public/work-requests'
export const REQUEST_FORM_PATH = '/api/public/request-form'

const CLIENT_HUB_NEEDS_THE_SERVER = 'The client hub is available when the app runs on a server'

const clientHubOf = (tx: StoreTx): ClientHubTx => {
  if (!tx.clientHub) throw new AppError('INVALID_STATE', CLIENT_HUB_NEEDS_THE_SERVER)
  return tx.clientHub
}

export function clientHubRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/settings/client-hub',
      summary: 'The client hub settings: whether the public request form (/request) is on',
      tag: 'settings',
      access: 'client-hub:read',
      responseSchema: clientHubSettingsSchema,
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: await deps.store.read((tx) => clientHubOf(tx).getSettings()),
      }),
    },
    {
      method: 'PUT',
      path: '/api/settings/client-hub',
      summary: 'Change the client hub settings (the whole object)',
      tag: 'settings',
      access: 'client-hub:write',
      bodySchema: clientHubSettingsSchema,
      responseSchema: clientHubSettingsSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const settings = parseOrThrow(clientHubSettingsSchema, input.body, 'Invalid settings')
        await deps.store.transaction((tx) => clientHubOf(tx).saveSettings(settings))
        return { status: 200, body: settings }
      },
    },
    {
      method: 'GET',
      path: REQUEST_FORM_PATH,
      summary: `Whether the public request form takes requests: 200, or 404 when it is off (${REQUEST_FORM_OFF})`,
      tag: 'client-hub',
      access: 'public',
      responseSchema: requestFormStatusSchema,
      successStatus: 200,
      handle: async (_input, deps) => {
        if (!(await deps.store.read(isRequestFormOn)))
          throw new AppError('NOT_FOUND', REQUEST_FORM_OFF)
        return { status: 200, body: { available: true } }
      },
    },
    {
      method: 'POST',
      path: WORK_REQUESTS_PATH,
      summary: `Request work on the public form: creates the person (or finds them by e-mail) and a lead. Public, a few per hour per address; 404 when the form is off (${REQUEST_FORM_OFF})`,
      tag: 'client-hub',
      access: 'public',
      bodySchema: workRequestBodySchema,
      responseSchema: workRequestAnswerSchema,
      successStatus: 202,
      handle: async (input, deps) => {
        await submitWorkRequest(deps, input.body)
        return { status: 202, body: { received: true } }
      },
    },
  ]
}
