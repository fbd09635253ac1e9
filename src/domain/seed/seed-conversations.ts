// Sample conversations: the messages behind each team chat (the last one is the chat's last text)
// and a few SMS threads with clients. Ids come from their own random stream, so adding these rows
// leaves every other sample row as it was.
import type { Person } from '../crm/person'
import type { SmsMessage, SmsThread } from '../messages/sms'
import type { TeamChat } from '../messages/team-chat'
import type { TeamChatMessage } from '../messages/team-chat-message'
import { uuidFrom } from '../shared/ids'
import type { Employee } from '../team/employee'
import { createRandom } from './random'

const MINUTE = 60_000

const chatLines: readonly (readonly string[])[] = [
  ['Morning all, trailer is loaded.', 'Traffic on 183 is bad, heads up.'],
  ['Payroll closes Friday at noon.', 'Please send your timesheets today.'],
  ['Summit wants the estimate by Thursday.', 'I can do the site walk tomorrow.'],
]

const smsScripts: readonly (readonly [from: 'me' | 'them', text: string][])[] = [
  [
    ['me', 'Hi, this is Groundwork. We are scheduled for tomorrow at 9am.'],
    ['them', 'Great, the side gate will be open.'],
    ['me', 'Thanks! See you then.'],
  ],
  [
    ['them', 'Can you add hedge trimming to next visit?'],
    ['me', 'Sure, I will add it to the work order.'],
  ],
]

export type SeedConversations = {
  'team-chat-messages': TeamChatMessage[]
  'sms-threads': SmsThread[]
  'sms-messages': SmsMessage[]
}

export function seedConversations(input: {
  seed: number
  teamChats: readonly TeamChat[]
  employees: readonly Employee[]
  persons: readonly Person[]
}): SeedConversations {
  const random = createRandom(input.seed ^ 0x5eed_c0de)
  const id = () => uuidFrom(random.next)
  const version = 1
  const author = (i: number) =>
    input.employees[i % Math.max(1, input.employees.length)]?.name ?? 'Team Member'

  const teamChatMessages: TeamChatMessage[] = input.teamChats.flatMap((chat, c) => {
    const lines = [...(chatLines[c % chatLines.length] ?? []), chat.last_text]
    return lines.map((text, i) => ({
      id: id(),
      chat_id: chat.id,
      author: author(c + i),
      text,
      sent_at: chat.updated_at - (lines.length - 1 - i) * 17 * MINUTE,
      version,
    }))
  })

  const threads: SmsThread[] = []
  const smsMessages: SmsMessage[] = []
  smsScripts.forEach((script, t) => {
    const person = input.persons[t * 4]
    if (!person) return
    const updatedAt = input.teamChats[0]?.updated_at ?? 0
    const threadId = id()
    script.forEach(([from, text], i) => {
      smsMessages.push({
        id: id(),
        thread_id: threadId,
        from,
        text,
        ts: updatedAt - (t * 90 + (script.length - 1 - i) * 6) * MINUTE,
        version,
      })
    })
    threads.push({
      id: threadId,
      person_id: person.id,
      last_text: script[script.length - 1]?.[1] ?? '',
      updated_at: updatedAt - t * 90 * MINUTE,
      version,
    })
  })

  return {
    'team-chat-messages': teamChatMessages,
    'sms-threads': threads,
    'sms-messages': smsMessages,
  }
}
