// The simulated other side of an SMS conversation: after 800 to 2600 ms the contact "answers"
// (SPEC section 4). Timers live outside components so a reply still lands after the panel closes.
import type { QueryClient } from '@tanstack/react-query'
import { simulatedSmsReply } from '../../../domain/messages/sms'
import { api } from '../../data/api-client'

export function scheduleSimulatedReply(
  queryClient: QueryClient,
  threadId: string,
  sentText: string,
  random: () => number = Math.random,
): void {
  const reply = simulatedSmsReply(sentText, random)
  setTimeout(() => {
    api
      .post('/api/sms-messages', { thread_id: threadId, text: reply.text, from: 'them' })
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['sms-messages'] }),
          queryClient.invalidateQueries({ queryKey: ['sms-threads'] }),
        ]),
      )
      .catch((error: unknown) => console.warn('The simulated SMS reply was not stored', error))
  }, reply.delayMs)
}
