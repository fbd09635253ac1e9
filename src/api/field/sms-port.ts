// The SMS provider as the use cases see it (issue #32 section 2, decision 051): a Twilio-compatible
// HTTP API on the server (server/sms/twilio-sms.ts) when SMS_* is set; nothing in the demo or
// without it, and then no text is sent.

export type SmsMessage = {
  /** The client's phone number as stored on the person. */
  to: string
  body: string
}

export type SmsPort = {
  /** Sends one text; the provider's id of the message. Throws when the provider refuses it. */
  send(message: SmsMessage): Promise<{ id: string }>
}

/** The provider's refusal of a text; `permanent`: sending it again would get the same answer. */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'SmsRefused'
  }
}
