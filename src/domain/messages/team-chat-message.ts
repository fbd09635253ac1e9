// One message of a team chat conversation. Sending one also moves the conversation's last text and
// time (api/send-message.ts), so the conversation list stays in step.
import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const MAX_CHAT_TEXT = 2000
/** Who wrote a message when the sender gives no name (there is no sign-in). */
export const DEFAULT_AUTHOR = 'Team Member'

export const teamChatMessageSchema = z.object({
  id: idSchema,
  chat_id: idSchema,
  author: z.string(),
  text: z.string(),
  sent_at: epochMsSchema,
  version: versionSchema,
})
export type TeamChatMessage = z.infer<typeof teamChatMessageSchema>

export const createTeamChatMessageInput = z
  .object({
    chat_id: idSchema,
    text: requiredText('Message', MAX_CHAT_TEXT),
    author: requiredText('Author', 100).default(DEFAULT_AUTHOR),
  })
  .strict()
export const patchTeamChatMessageInput = z
  .object({ text: requiredText('Message', MAX_CHAT_TEXT), version: versionSchema })
  .partial()
  .strict()

export const teamChatMessageResource = defineResource({
  name: 'team-chat-messages',
  label: 'Chat message',
  schema: teamChatMessageSchema,
  createInput: createTeamChatMessageInput,
  patchInput: patchTeamChatMessageInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, sent_at: now }),
  applyPatch: (message, patch) => mergePatch(message, patch),
  list: {
    search: ['text', 'author'],
    filters: {},
    fields: { chat_id: 'uuid' },
    sorts: {
      newest: { field: 'sent_at', direction: 'desc', kind: 'number' },
      oldest: { field: 'sent_at', direction: 'asc', kind: 'number' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [],
})
