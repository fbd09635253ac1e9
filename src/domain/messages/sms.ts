// SMS conversations with contacts: one thread per person, holding messages from 'me' (us) or
// 'them' (the contact). Sending appends to the thread and moves its last text and time.
import { z } from 'zod'
import { epochMsSchema, idSchema, requiredText, versionSchema } from '../shared/fields'
import { defineResource, mergePatch } from '../shared/resource'

export const MAX_SMS_TEXT = 1600
export const smsSenders = ['me', 'them'] as const
export type SmsSender = (typeof smsSenders)[number]

/** The simulated reply from the other side arrives after this many milliseconds (SPEC section 9). */
export const SMS_REPLY_DELAY_MS = { min: 800, max: 2600 } as const

export const smsThreadSchema = z.object({
  id: idSchema,
  person_id: idSchema,
  last_text: z.string(),
  updated_at: epochMsSchema,
  version: versionSchema,
})
export type SmsThread = z.infer<typeof smsThreadSchema>

export const createSmsThreadInput = z.object({ person_id: idSchema }).strict()
export const patchSmsThreadInput = z.object({ version: versionSchema }).partial().strict()

export const smsThreadResource = defineResource({
  name: 'sms-threads',
  label: 'SMS thread',
  schema: smsThreadSchema,
  createInput: createSmsThreadInput,
  patchInput: patchSmsThreadInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, last_text: '', updated_at: now }),
  applyPatch: (thread, patch) => mergePatch(thread, patch),
  list: {
    search: ['last_text'],
    filters: {},
    fields: { person_id: 'uuid' },
    sorts: { recent: { field: 'updated_at', direction: 'desc', kind: 'number' } },
    defaultSort: 'recent',
  },
  referencedBy: [{ collection: 'sms-messages', field: 'thread_id', onDelete: 'cascade' }],
})

export const smsMessageSchema = z.object({
  id: idSchema,
  thread_id: idSchema,
  from: z.enum(smsSenders),
  text: z.string(),
  ts: epochMsSchema,
  version: versionSchema,
})
export type SmsMessage = z.infer<typeof smsMessageSchema>

export const createSmsMessageInput = z
  .object({
    thread_id: idSchema,
    text: requiredText('Message', MAX_SMS_TEXT),
    from: z.enum(smsSenders, { message: "from must be 'me' or 'them'" }).default('me'),
  })
  .strict()
export const patchSmsMessageInput = z.object({ version: versionSchema }).partial().strict()

export const smsMessageResource = defineResource({
  name: 'sms-messages',
  label: 'SMS message',
  schema: smsMessageSchema,
  createInput: createSmsMessageInput,
  patchInput: patchSmsMessageInput,
  build: (input, { now, newId }) => ({ id: newId(), ...input, ts: now }),
  applyPatch: (message, patch) => mergePatch(message, patch),
  list: {
    search: ['text'],
    filters: {},
    fields: { thread_id: 'uuid', from: 'text' },
    sorts: {
      newest: { field: 'ts', direction: 'desc', kind: 'number' },
      oldest: { field: 'ts', direction: 'asc', kind: 'number' },
    },
    defaultSort: 'newest',
  },
  referencedBy: [],
})

const replies = [
  'Thanks, got it!',
  'Sounds good, see you then.',
  'Perfect, thank you.',
  'OK, I will be home after 3.',
  'Great, appreciate the update.',
  'Can you send a photo when you are done?',
] as const

/**
 * The simulated contact's answer and how long it takes (SPEC: 800 to 2600 ms). `random` returns
 * numbers in [0, 1); a question gets a yes.
 */
export function simulatedSmsReply(
  text: string,
  random: () => number,
): { text: string; delayMs: number } {
  const { min, max } = SMS_REPLY_DELAY_MS
  const delayMs = Math.round(min + random() * (max - min))
  if (text.trim().endsWith('?')) return { text: 'Yes, that works for me.', delayMs }
  const pick = replies[Math.min(replies.length - 1, Math.floor(random() * replies.length))]
  return { text: pick ?? replies[0], delayMs }
}
