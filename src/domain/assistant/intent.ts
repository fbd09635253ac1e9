// What a question to the assistant asks for, by keywords: today's jobs, overdue invoices, a
// contact's phone or e-mail, or something it cannot answer.
export type AssistantIntent =
  | { kind: 'greeting' }
  | { kind: 'help' }
  | { kind: 'jobs-today' }
  | { kind: 'overdue-invoices' }
  | { kind: 'contact'; name: string; wants: 'phone' | 'email' }
  | { kind: 'unknown' }

const contactWords = String.raw`phone(?:\s+number)?|number|cell|mobile|e-?mail(?:\s+address)?|contact(?:\s+(?:info|details))?|details`

const namePatterns: readonly RegExp[] = [
  // "Maria Garcia's phone", "what is maria's email"
  new RegExp(String.raw`([a-z][\w .'-]*?)'s\s+(?:${contactWords})\b`, 'i'),
  // "phone number for Maria Garcia", "email of James"
  new RegExp(String.raw`\b(?:${contactWords})\s+(?:for|of)\s+(.+)$`, 'i'),
  // "call Maria", "how do I reach James Smith", "text Linda"
  /\b(?:call|text|reach|ring|email|e-mail|contact|phone)\s+(.+)$/i,
]

const trailingNoise = /\b(please|now|today|asap|thanks|thank you|for me)\b/gi

const leadingQuestion =
  /^(?:what's|whats|what is|what are|who is|get|show me|show|find|give me|tell me|do you have|i need|is|the)\s+/i

function cleanName(raw: string): string {
  let name = raw.trim()
  for (let before = ''; before !== name;) {
    before = name
    name = name.replace(leadingQuestion, '')
  }
  return name
    .replace(/['’]s\b.*$/i, '')
    .replace(trailingNoise, ' ')
    .replace(/[?!.,;:"“”]+/g, ' ')
    .replace(/^\s*(?:mr|mrs|ms|dr)\.?\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const notNames = new Set([
  'me',
  'us',
  'them',
  'him',
  'her',
  'someone',
  'anyone',
  'the client',
  'a client',
])

export function detectIntent(question: string): AssistantIntent {
  const text = question.trim().replace(/’/g, "'")
  const lower = text.toLowerCase()
  if (!lower) return { kind: 'unknown' }

  if (
    /\boverdue\b|\blate\s+(?:invoices?|payments?|bills?)\b|\bpast\s+due\b|\bwho\s+owes\b/.test(
      lower,
    )
  ) {
    return { kind: 'overdue-invoices' }
  }
  const mentionsToday = /\btoday\b|\btoday's\b|\bthis morning\b|\bthis afternoon\b/.test(lower)
  const mentionsJobs = /\b(?:jobs?|schedule[d]?|work|visits?|appointments?|crews?|on)\b/.test(lower)
  if (mentionsToday && mentionsJobs) return { kind: 'jobs-today' }

  const wantsEmail = /\be-?mail\b/.test(lower)
  if (/\b(?:phone|number|cell|mobile|e-?mail|contact|call|text|reach|ring)\b/.test(lower)) {
    for (const pattern of namePatterns) {
      const match = pattern.exec(text)
      const name = match?.[1] ? cleanName(match[1]) : ''
      if (name.length >= 2 && !notNames.has(name.toLowerCase())) {
        return { kind: 'contact', name, wants: wantsEmail ? 'email' : 'phone' }
      }
    }
  }

  if (/^(?:hi|hello|hey|howdy|good\s+(?:morning|afternoon|evening))\b/.test(lower)) {
    return { kind: 'greeting' }
  }
  if (/\bhelp\b|\bwhat can you do\b|\bhow does this work\b/.test(lower)) return { kind: 'help' }
  return { kind: 'unknown' }
}
