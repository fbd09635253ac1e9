// Messages routes that replace generic collection creates (each declares `replaces`): sending a
// message also updates its conversation, and opening an SMS thread with a contact reuses the thread
// they already have.
import { createSmsMessageInput, createSmsThreadInput } from '../../domain/messages/sms'
import { createTeamChatMessageInput } from '../../domain/messages/team-chat-message'
import { resourceOrThrow } from '../records/records'
import { ctxOf, type ApiRoute } from '../shared/route-types'
import { openSmsThreadCommand, sendSmsCommand, sendTeamChatMessageCommand } from './send-message'

export function messagesRoutes(): ApiRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/team-chat-messages',
      replaces: 'POST /api/team-chat-messages',
      summary: 'Send a team chat message (moves the conversation to the top)',
      tag: 'team-chat-messages',
      access: 'messages:write',
      bodySchema: createTeamChatMessageInput,
      responseSchema: resourceOrThrow('team-chat-messages').schema,
      successStatus: 201,
      handle: async (input, deps) => {
        const ctx = ctxOf(deps)
        const message = await deps.store.transaction((tx) =>
          sendTeamChatMessageCommand(tx, input.body, ctx),
        )
        return { status: 201, body: message }
      },
    },
    {
      method: 'POST',
      path: '/api/sms-threads',
      replaces: 'POST /api/sms-threads',
      summary: "Open the SMS thread with a contact: 200 with the person's thread, 201 when new",
      tag: 'sms-threads',
      access: 'messages:write',
      bodySchema: createSmsThreadInput,
      responseSchema: resourceOrThrow('sms-threads').schema,
      successStatus: 201,
      handle: async (input, deps) => {
        const ctx = ctxOf(deps)
        const { thread, created } = await deps.store.transaction((tx) =>
          openSmsThreadCommand(tx, input.body, ctx),
        )
        return { status: created ? 201 : 200, body: thread }
      },
    },
    {
      method: 'POST',
      path: '/api/sms-messages',
      replaces: 'POST /api/sms-messages',
      summary: "Send an SMS in a thread (from 'me'), or record the contact's reply (from 'them')",
      tag: 'sms-messages',
      access: 'messages:write',
      bodySchema: createSmsMessageInput,
      responseSchema: resourceOrThrow('sms-messages').schema,
      successStatus: 201,
      handle: async (input, deps) => {
        const ctx = ctxOf(deps)
        const message = await deps.store.transaction((tx) => sendSmsCommand(tx, input.body, ctx))
        return { status: 201, body: message }
      },
    },
  ]
}
