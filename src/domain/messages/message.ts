import { z } from 'zod'
import { eq } from '../shared/condition'
import { epochMsSchema, idSchema, longText, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const messageSchema = z.object({
  id: idSchema,
  person_id: idSchema,
  subject: z.string(),
  unread: z.boolean(),
  last_text: z.string(),
  updated_at: epochMsSchema,
  version: versionSchema,
})
export type Message = z.infer<typeof messageSchema>

export const createMessageInput = z
  .object({
    person_id: idSchema,
    subject: requiredText('Subject'),
    last_text: longText('Text').default(''),
    unread: z.boolean().default(true),
  })
  .strict()
export const patchMessageInput = z
  .object({
    subject: requiredText('Subject'),
    last_text: longText('Text'),
    unread: z.boolean({ message: 'unread must be true or false' }),
    version: versionSchema,
  })
  .partial()
  .strict()

export const messageResource = defineResource({
  name: 'messages',
  label: 'Message',
  schema: messageSchema,
  createInput: createMessageInput,
  patchInput: patchMessageInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, updated_at: now }),
  applyPatch: (message, patch, { now }) => ({
    ...mergePatch(message, patch),
    updated_at: patch.last_text !== undefined ? now : message.updated_at,
  }),
  list: {
    search: ['subject', 'last_text'],
    filters: { unread: () => eq('unread', true) },
    fields: { person_id: 'uuid' },
    sorts: { recent: { field: 'updated_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'recent',
  },
  referencedBy: [],
})
