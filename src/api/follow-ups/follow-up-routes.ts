// Settings > Notifications' automatic follow-ups (issue #30 section 4): the Office reads them, the
// Owner changes them (the whole object); and a client's "no automatic reminders", read and changed
// by whoever handles billing. Server mode only: the demo sends no e-mail and keeps none.
import {
  clientMailSettingsSchema,
  followUpSettingsSchema,
} from '../../domain/mail/follow-up-settings'
import { AppError, parseOrThrow } from '../../domain/shared/app-error'
import { MAIL_NEEDS_THE_SERVER } from '../mail/mail-renderer'
import { getOrThrow } from '../records/records'
import { idParam, type ApiRoute } from '../shared/route-types'
import type { StoreTx } from '../shared/store'
import type { FollowUpsTx } from './follow-ups-store'

const followUpsOf = (tx: StoreTx): FollowUpsTx => {
  if (!tx.followUps) throw new AppError('INVALID_STATE', MAIL_NEEDS_THE_SERVER)
  return tx.followUps
}

export function followUpRoutes(): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/settings/follow-ups',
      summary:
        'The automatic follow-ups: invoice reminders (after how many days, how often, how many), the estimate follow-up, visit reminders and the hour they go out',
      tag: 'settings',
      access: 'mail:read',
      responseSchema: followUpSettingsSchema,
      successStatus: 200,
      handle: async (_input, deps) => ({
        status: 200,
        body: await deps.store.read((tx) => followUpsOf(tx).getSettings()),
      }),
    },
    {
      method: 'PUT',
      path: '/api/settings/follow-ups',
      summary: 'Change the automatic follow-ups (the whole object)',
      tag: 'settings',
      access: 'mail:write',
      bodySchema: followUpSettingsSchema,
      responseSchema: followUpSettingsSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const settings = parseOrThrow(followUpSettingsSchema, input.body, 'Invalid settings')
        await deps.store.transaction((tx) => followUpsOf(tx).saveSettings(settings))
        return { status: 200, body: settings }
      },
    },
    {
      method: 'GET',
      path: '/api/persons/:id/mail-settings',
      summary:
        'Whether the client is marked to get no automatic e-mail (reminders, follow-ups, visits)',
      tag: 'crm',
      access: 'billing:read',
      responseSchema: clientMailSettingsSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, 'Person')
        const body = await deps.store.read(async (tx) => {
          const followUps = followUpsOf(tx)
          await getOrThrow(tx, 'persons', id)
          return {
            no_automatic_reminders: await followUps.isOptedOut(id),
            no_texts: await followUps.hasNoTexts(id),
          }
        })
        return { status: 200, body }
      },
    },
    {
      method: 'PUT',
      path: '/api/persons/:id/mail-settings',
      summary:
        'Mark a client to get no automatic e-mail of any kind (and, with no_texts, no text messages), or clear the marks',
      tag: 'crm',
      access: 'billing:write',
      bodySchema: clientMailSettingsSchema,
      responseSchema: clientMailSettingsSchema,
      successStatus: 200,
      handle: async (input, deps) => {
        const id = idParam(input, 'Person')
        const body = parseOrThrow(clientMailSettingsSchema, input.body, 'Invalid mail settings')
        const saved = await deps.store.transaction(async (tx) => {
          const followUps = followUpsOf(tx)
          // Locked: a delete of the person at the same moment waits, or the write names no one.
          await getOrThrow(tx, 'persons', id, { forUpdate: true })
          await followUps.setOptedOut(id, body.no_automatic_reminders)
          if (body.no_texts !== undefined) await followUps.setNoTexts(id, body.no_texts)
          return { ...body, no_texts: await followUps.hasNoTexts(id) }
        })
        return { status: 200, body: saved }
      },
    },
  ]
}
