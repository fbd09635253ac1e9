import { z } from 'zod'
import { epochMsSchema, idSchema, longText, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const teamChatSchema = z.object({
  id: idSchema,
  title: z.string(),
  last_text: z.string(),
  updated_at: epochMsSchema,
  version: versionSchema,
})
export type TeamChat = z.infer<typeof teamChatSchema>

export const createTeamChatInput = z
  .object({ title: requiredText('Title'), last_text: longText('Text').default('') })
  .strict()
export const patchTeamChatInput = z
  .object({ title: requiredText('Title'), last_text: longText('Text'), version: versionSchema })
  .partial()
  .strict()

export const teamChatResource = defineResource({
  name: 'team-chats',
  label: 'Conversation',
  schema: teamChatSchema,
  createInput: createTeamChatInput,
  patchInput: patchTeamChatInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, updated_at: now }),
  applyPatch: (chat, patch, { now }) => ({
    ...mergePatch(chat, patch),
    updated_at: patch.last_text !== undefined ? now : chat.updated_at,
  }),
  list: {
    search: ['title', 'last_text'],
    filters: {},
    fields: {},
    sorts: { recent: { field: 'updated_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'recent',
  },
  referencedBy: [{ collection: 'team-chat-messages', field: 'chat_id', onDelete: 'cascade' }],
})
