// Conversation use cases: sending a team chat message or an SMS appends the message and moves the
// conversation's last text and time, in one transaction; opening an SMS thread with a contact
// returns the one thread that person has, creating it the first time.
import { parseOrThrow } from '../../domain/shared/app-error'
import { eq } from '../../domain/shared/condition'
import type { RuleContext } from '../../domain/shared/context'
import { createSmsThreadInput } from '../../domain/messages/sms'
import { createRecord, getOrThrow, saveRow } from '../records/records'
import type { Row, StoreTx } from '../shared/store'

async function appendTo(
  tx: StoreTx,
  conversations: 'team-chats' | 'sms-threads',
  conversationId: string,
  message: Row,
  ctx: RuleContext,
): Promise<void> {
  const conversation = await getOrThrow(tx, conversations, conversationId, { forUpdate: true })
  await saveRow(
    tx,
    conversations,
    { ...conversation, last_text: message.text, updated_at: ctx.now },
    conversation.version,
  )
}

export async function sendTeamChatMessageCommand(
  tx: StoreTx,
  body: unknown,
  ctx: RuleContext,
): Promise<Row> {
  const message = await createRecord(tx, 'team-chat-messages', body, ctx)
  await appendTo(tx, 'team-chats', message.chat_id as string, message, ctx)
  return message
}

export async function sendSmsCommand(tx: StoreTx, body: unknown, ctx: RuleContext): Promise<Row> {
  const message = await createRecord(tx, 'sms-messages', body, ctx)
  await appendTo(tx, 'sms-threads', message.thread_id as string, message, ctx)
  return message
}

export async function openSmsThreadCommand(
  tx: StoreTx,
  body: unknown,
  ctx: RuleContext,
): Promise<{ thread: Row; created: boolean }> {
  const { person_id } = parseOrThrow(createSmsThreadInput, body)
  const [existing] = await tx.findAll('sms-threads', eq('person_id', person_id))
  if (existing) return { thread: existing, created: false }
  return { thread: await createRecord(tx, 'sms-threads', { person_id }, ctx), created: true }
}
