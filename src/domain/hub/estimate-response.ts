// A client's answer to an estimate in the hub (issue #31 section 2, decision 049): an approval (the
// typed full name as signature, "I agree", time, IP address, browser, and the version approved) or
// a change request (a message). One schema for the hub's bodies, the stored rows (the server's table,
// in backups) and the office's "Client response" card.
import { z } from 'zod'
import { epochMsSchema, idSchema, versionSchema } from '../shared/fields'
import {
  AGREEMENT_REQUIRED,
  CHANGES_MESSAGE_MAX,
  CHANGES_MESSAGE_REQUIRED,
  CHANGES_MESSAGE_TOO_LONG,
  SIGNATURE_MAX,
  SIGNATURE_MIN,
  SIGNATURE_REQUIRED,
  SIGNATURE_TOO_LONG,
} from './hub-approval'

export const VERSION_MESSAGE = 'The estimate version is missing: reload the page'

/** How much of a browser's User-Agent header is kept. */
export const USER_AGENT_MAX = 500

const versionField = z
  .number({ message: VERSION_MESSAGE })
  .int(VERSION_MESSAGE)
  .min(1, VERSION_MESSAGE)

/** POST /api/hub/estimates/:id/approve (HubApproveBody), with the hub page's words (hub-approval.ts). */
export const hubApproveBodySchema = z.object({
  version: versionField,
  name: z
    .string({ message: SIGNATURE_REQUIRED })
    .trim()
    .min(SIGNATURE_MIN, SIGNATURE_REQUIRED)
    .max(SIGNATURE_MAX, SIGNATURE_TOO_LONG),
  agree: z.literal(true, { message: AGREEMENT_REQUIRED }),
})

/** POST /api/hub/estimates/:id/request-changes (HubRequestChangesBody). */
export const hubRequestChangesBodySchema = z.object({
  version: versionField,
  message: z
    .string({ message: CHANGES_MESSAGE_REQUIRED })
    .trim()
    .min(1, CHANGES_MESSAGE_REQUIRED)
    .max(CHANGES_MESSAGE_MAX, CHANGES_MESSAGE_TOO_LONG),
})

export const ESTIMATE_RESPONSE_KINDS = ['approval', 'changes'] as const
export type EstimateResponseKind = (typeof ESTIMATE_RESPONSE_KINDS)[number]

/** A client's answer as the server keeps it (and a backup carries it). */
export const estimateResponseSchema = z.object({
  id: idSchema,
  estimate_id: idSchema,
  person_id: idSchema,
  kind: z.enum(ESTIMATE_RESPONSE_KINDS),
  /** The typed full name (an approval's signature); null for a change request. */
  name: z.string().max(SIGNATURE_MAX).nullable(),
  /** A change request's message; null for an approval. */
  message: z.string().max(CHANGES_MESSAGE_MAX).nullable(),
  /** The estimate's version the client answered (the one they were shown). */
  estimate_version: versionSchema,
  at: epochMsSchema,
  ip: z.string().max(100).nullable(),
  /** The browser's User-Agent header (first USER_AGENT_MAX characters). */
  user_agent: z.string().max(USER_AGENT_MAX).nullable(),
})
export type EstimateResponse = z.infer<typeof estimateResponseSchema>

/** GET /api/estimates/:id/client-responses: what the office's "Client response" card shows. */
export const clientResponsesSchema = z.object({
  /** The approval of the estimate as it stands (Accepted), or null. */
  approval: z
    .object({
      name: z.string(),
      approved_at: epochMsSchema,
      ip: z.string().nullable(),
      /** 'Chrome on Android' */
      browser: z.string(),
    })
    .nullable(),
  /** Every change request, newest first. */
  change_requests: z.array(z.object({ at: epochMsSchema, message: z.string() })),
})
export type ClientResponses = z.infer<typeof clientResponsesSchema>

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** 'Chrome on Android' from a User-Agent header; 'Unknown browser' when it names none we know. */
export function browserLabel(userAgent: string | null): string {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1]
  if (!browser) return system ? `Unknown browser on ${system}` : 'Unknown browser'
  return system ? `${browser} on ${system}` : browser
}

/** 'Nov 27, 2026, 2:05 PM' on the business's clock. */
export function approvalTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone || 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)
}

/** The signature block's lines (the approved PDF, the office's card). */
export function approvalLines(
  approval: { name: string; approved_at: number; ip: string | null; browser: string },
  timeZone: string,
): [string, string] {
  return [
    `Approved by ${approval.name} on ${approvalTime(approval.approved_at, timeZone)}`,
    `IP ${approval.ip ?? 'unknown'} \u00b7 ${approval.browser}`,
  ]
}

/** The office's view of an estimate's responses: the approval counts only while it is Accepted. */
export function clientResponsesOf(
  responses: readonly EstimateResponse[],
  status: string,
): ClientResponses {
  const newest = [...responses].sort((a, b) => b.at - a.at)
  const approval = status === 'Accepted' ? newest.find((r) => r.kind === 'approval') : undefined
  return {
    approval: approval
      ? {
          name: approval.name ?? '',
          approved_at: approval.at,
          ip: approval.ip,
          browser: browserLabel(approval.user_agent),
        }
      : null,
    change_requests: newest
      .filter((r) => r.kind === 'changes')
      .map((r) => ({ at: r.at, message: r.message ?? '' })),
  }
}
