// The client's answers to an estimate in the hub (issue #31 section 2): the approve form (a typed full
// name is the signature, and "I agree") and "Request changes" (a message). Checked with the same
// words in the hub's page and by the hub's API, so a client sees one message whichever refuses.
// Plain functions, no zod: the clients' bundle has a budget (decision 048). Lengths count code
// points, as the schemas do (text-length.ts).
import { isLongerThan } from '../shared/text-length'

export const SIGNATURE_REQUIRED = 'Type your full name to sign'
export const AGREEMENT_REQUIRED = 'Tick "I agree" to approve'
export const CHANGES_MESSAGE_REQUIRED = 'Tell us what to change'

/** A signature is a full name: at least two characters. */
export const SIGNATURE_MIN = 2
/** The longest signature and change request kept. */
export const SIGNATURE_MAX = 200
export const CHANGES_MESSAGE_MAX = 3000

export const SIGNATURE_TOO_LONG = `Your name is too long (max ${SIGNATURE_MAX})`
export const CHANGES_MESSAGE_TOO_LONG = `The message is too long (max ${CHANGES_MESSAGE_MAX})`

/** The approve form's errors by field (name, agree); empty when it can be sent. */
export function approvalErrors(values: { name?: unknown; agree?: unknown }): {
  name?: string
  agree?: string
} {
  const name = typeof values.name === 'string' ? values.name.trim() : ''
  const errors: { name?: string; agree?: string } = {}
  if (name.length < SIGNATURE_MIN) errors.name = SIGNATURE_REQUIRED
  else if (isLongerThan(name, SIGNATURE_MAX)) errors.name = SIGNATURE_TOO_LONG
  if (values.agree !== true) errors.agree = AGREEMENT_REQUIRED
  return errors
}

/** The change request's error, or null when it can be sent. */
export function changeRequestError(message: unknown): string | null {
  const text = typeof message === 'string' ? message.trim() : ''
  if (text === '') return CHANGES_MESSAGE_REQUIRED
  if (isLongerThan(text, CHANGES_MESSAGE_MAX)) return CHANGES_MESSAGE_TOO_LONG
  return null
}
