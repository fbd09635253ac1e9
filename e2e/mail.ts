// Reads what the e2e mail server (mail-catcher.mjs) was given: a spec waits for the message it
// caused, by recipient and, optionally, by subject.
import { expect } from '@playwright/test'

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525)
export const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2580)

export type CaughtMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; size: number }[]
  at: number
}

export async function caughtMail(to: string): Promise<CaughtMail[]> {
  const res = await fetch(
    `http://127.0.0.1:${SMTP_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`,
  )
  return (await res.json()) as CaughtMail[]
}

/** The first message to `to` (after `since`) whose subject matches, once it has arrived. */
export async function waitForMail(
  to: string,
  options: { subject?: RegExp; since?: number } = {},
): Promise<CaughtMail> {
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        found = (await caughtMail(to)).find(
          (m) =>
            m.at >= (options.since ?? 0) && (!options.subject || options.subject.test(m.subject)),
        )
        return found !== undefined
      },
      { timeout: 20_000, message: `an e-mail to ${to}` },
    )
    .toBe(true)
  return found!
}
