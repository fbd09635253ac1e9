// The API contract for messages: team chat, SMS threads and the inbox (issue #6).
import { describe, expect, it } from 'vitest'
import {
  CONTRACT_NOW,
  type ContractClient,
  expectError,
  seed,
  UNKNOWN_ID,
} from './contract-helpers'

export function defineMessagesContract(api: ContractClient): void {
  describe('messages (issue #6)', () => {
    it('sends a team chat message and moves its conversation to the top', async () => {
      const chat = [...seed['team-chats']].sort((a, b) => a.updated_at - b.updated_at)[0]
      if (!chat) throw new Error('seed has no team chats')
      const sent = await api.post('/api/team-chat-messages', {
        chat_id: chat.id,
        text: ' On my way ',
      })
      expect(sent.status, JSON.stringify(sent.body)).toBe(201)
      expect(sent.body).toMatchObject({
        chat_id: chat.id,
        text: 'On my way',
        author: 'Team Member',
        sent_at: CONTRACT_NOW,
      })
      const chats = await api.list('/api/team-chats')
      expect(chats.items[0]).toMatchObject({
        id: chat.id,
        last_text: 'On my way',
        updated_at: CONTRACT_NOW,
      })
      const thread = await api.list('/api/team-chat-messages', { chat_id: chat.id, limit: 1 })
      expect(thread.items[0]).toEqual(sent.body)
      expectError(
        await api.post('/api/team-chat-messages', { chat_id: chat.id, text: '  ' }),
        400,
        'VALIDATION',
      )
      const missing = expectError(
        await api.post('/api/team-chat-messages', { chat_id: UNKNOWN_ID, text: 'hi' }),
        400,
        'VALIDATION',
      )
      expect(missing.fields?.chat_id).toBeTruthy()
    })

    it('opens one SMS thread per contact, appends messages and goes when the contact does', async () => {
      const created = await api.post('/api/persons', {
        name: 'Sam Texter',
        email: 'sam@example.com',
      })
      const person = created.body as { id: string }
      const opened = await api.post('/api/sms-threads', { person_id: person.id })
      expect(opened.status).toBe(201)
      const thread = opened.body as { id: string }
      const again = await api.post('/api/sms-threads', { person_id: person.id })
      expect(again.status).toBe(200)
      expect(again.body).toEqual(opened.body)
      const mine = await api.post('/api/sms-messages', {
        thread_id: thread.id,
        text: 'On my way',
      })
      expect(mine.body).toMatchObject({ from: 'me', text: 'On my way', ts: CONTRACT_NOW })
      const theirs = await api.post('/api/sms-messages', {
        thread_id: thread.id,
        text: 'Great',
        from: 'them',
      })
      expect(theirs.status).toBe(201)
      expect(await api.one(`/api/sms-threads/${thread.id}`)).toMatchObject({
        last_text: 'Great',
        version: 3,
      })
      expect(await api.total('/api/sms-messages', { thread_id: thread.id })).toBe(2)
      expectError(
        await api.post('/api/sms-messages', { thread_id: thread.id, text: ' ' }),
        400,
        'VALIDATION',
      )
      expect((await api.del(`/api/persons/${person.id}`)).status).toBe(204)
      expectError(await api.get(`/api/sms-threads/${thread.id}`), 404, 'NOT_FOUND')
      expect(await api.total('/api/sms-messages', { thread_id: thread.id })).toBe(0)
    })

    it('marks a message read when it is opened', async () => {
      const unread = seed.messages.find((m) => m.unread)
      if (!unread) throw new Error('seed has no unread message')
      const before = await api.total('/api/messages', { filter: 'unread' })
      const res = await api.patch(`/api/messages/${unread.id}`, { unread: false })
      expect(res.body).toMatchObject({ unread: false, updated_at: unread.updated_at })
      expect(await api.total('/api/messages', { filter: 'unread' })).toBe(before - 1)
    })
  })
}
