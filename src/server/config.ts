// The server's configuration from environment variables, checked once at start (README: Configuration).
import { z } from 'zod'
import { DEFAULT_HUB_LINK_DAYS } from '../domain/hub/hub-access'
import { DEFAULT_BRANDING } from '../domain/settings/branding-defaults'
import { VACUUM_CHECK_INTERVAL_MS } from './db/pglite-vacuum'
import { DEFAULT_ROW_CACHE_ROWS } from './db/row-cache'
import type { StripeSettings } from './payments/stripe-payments'
import { DEFAULT_SMS_API_URL, type SmsSettings } from './sms/twilio-sms'

/** "Name <address>" or a bare address, on one line. */
const SENDER_PATTERN = /^(?:[^\r\n<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/

/**
 * The host:port of an smtp:// or smtps:// URL (what the screens may show of it), or null when it is
 * not one. Without a port, nodemailer's: 465 for smtps, 587 for smtp.
 */
export function smtpServerOf(url: string): string | null {
  if (!URL.canParse(url)) return null
  const parsed = new URL(url)
  if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || parsed.hostname === '') {
    return null
  }
  const port = parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')
  return `${parsed.hostname}:${port}`
}

/** An empty variable counts as unset, as shells and .env files often leave them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535'),
  ),
  HOST: optional(z.string().trim().min(1)),
  DATA_DIR: optional(z.string().trim().min(1)),
  WRITE_RATE_LIMIT: optional(
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (off) or more'),
  ),
  ROW_CACHE_ROWS: optional(
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (off) or more'),
  ),
  VACUUM_INTERVAL_SECONDS: optional(
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 (off) or more'),
  ),
  OWNER_EMAIL: optional(z.string().trim().min(1)),
  OWNER_PASSWORD: optional(z.string().min(1)),
  OWNER_NAME: optional(z.string().trim().min(1)),
  BUSINESS_NAME: optional(z.string().trim().min(1)),
  SAMPLE_DATA: optional(z.enum(['1', '0'], { message: 'must be 1 (load the sample data) or 0' })),
  TRUST_PROXY: optional(
    z.enum(['1', '0', 'true', 'false'], { message: 'must be 1 (behind a proxy) or 0' }),
  ),
  S3_BUCKET: optional(z.string().trim().min(1)),
  S3_REGION: optional(z.string().trim().min(1)),
  S3_ENDPOINT: optional(z.url({ message: 'must be a URL, as https://s3.example.com' })),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_PREFIX: optional(z.string().trim().max(200)),
  S3_FORCE_PATH_STYLE: optional(
    z.enum(['1', '0', 'true', 'false'], { message: 'must be 1 (bucket in the path) or 0' }),
  ),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => smtpServerOf(v) !== null,
        // Never the value: it holds the mail server's password.
        'must be an smtp:// or smtps:// URL, as smtps://user:password@smtp.example.com:465',
      ),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(SENDER_PATTERN, 'must be an address, as "Sunrise Landscaping <office@example.com>"'),
  ),
  MAIL_REPLY_TO: optional(
    z.string().trim().regex(SENDER_PATTERN, 'must be an address, as "Office <office@example.com>"'),
  ),
  OUTBOX_LEASE_SECONDS: optional(
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more'),
  ),
  HUB_LINK_DAYS: optional(
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 365')
      .max(365, 'must be between 1 and 365'),
  ),
  PUBLIC_URL: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(v) && URL.canParse(v),
        'must be the address users open, as https://crm.example.com',
      ),
  ),
  // Never the values in a message: they are Stripe's keys.
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key, as sk_live_...'),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z
      .string()
      .trim()
      .regex(/^whsec_\S+$/, "must be the webhook's signing secret, as whsec_..."),
  ),
  /** Tests: the SDK talks to a stand-in API here instead of api.stripe.com. */
  STRIPE_API_BASE: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => /^https?:\/\/[^/?#\s]+\/?$/.test(v) && URL.canParse(v),
        'must be an address without a path, as http://127.0.0.1:12111',
      ),
  ),
  /** A Twilio-compatible SMS API (issue #32, decision 051): On my way's texts. */
  SMS_API_URL: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => /^https?:\/\/[^/?#\s]+\/?$/.test(v) && URL.canParse(v),
        'must be an address without a path, as https://api.twilio.com',
      ),
  ),
  SMS_ACCOUNT_SID: optional(z.string().trim().regex(/^\S+$/, 'must be the account SID, as AC...')),
  // Never the value in a message: it is the provider's secret.
  SMS_AUTH_TOKEN: optional(z.string().trim().min(1, 'must not be empty')),
  SMS_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9A-Za-z ]{2,20}$/, 'must be the number texts come from, as +15551234567'),
  ),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL'),
  ),
})

/** Outgoing e-mail (issue #30): README "E-mail". */
export type MailConfig = {
  /** SMTP_URL with its credentials: for the transport only, never logged or shown. */
  smtpUrl: string | null
  /** host:port of SMTP_URL: what may be shown. */
  server: string | null
  from: string | null
  replyTo: string | null
  /** PUBLIC_URL without a trailing slash, or http://HOST:PORT. */
  publicUrl: string
  publicUrlIsSet: boolean
}

/** The Owner to create on a first start without the setup page (issue #20). */
export type FirstOwner = {
  email: string
  password: string
  name: string
  businessName: string
  sampleData: boolean
}

/** An S3-compatible bucket for the uploaded files (S3_*): every app server sees them there. */
export type S3Settings = {
  bucket: string
  region: string
  /** Another S3-compatible service (MinIO, R2, B2...); unset: AWS S3. */
  endpoint: string | undefined
  /** Unset: the AWS SDK's own chain (AWS_* variables, the instance's role). */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** Before every file's name in the bucket, as 'groundwork/media/'. */
  prefix: string
  forcePathStyle: boolean
}

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** Writes (POST/PATCH/PUT/DELETE under /api) per minute per client IP; 0 turns the limit off. */
  writeRateLimit: number
  /** Records read by id kept in memory (embedded PGlite only); 0 keeps none. */
  rowCacheRows: number
  /** Seconds between two looks for PGlite tables due for VACUUM/ANALYZE (decision 017); 0: never. */
  vacuumIntervalSeconds: number
  /** OWNER_EMAIL and OWNER_PASSWORD (and the optional rest), or null: the setup page does it. */
  firstOwner: FirstOwner | null
  /** Take the client's address and protocol from X-Forwarded-For / X-Forwarded-Proto. */
  trustProxy: boolean
  /** Uploaded files in an S3-compatible bucket (S3_BUCKET and the rest), or null. */
  s3: S3Settings | null
  mail: MailConfig
  /**
   * How long the outbox worker's claim on a message holds (OUTBOX_LEASE_SECONDS), or undefined for
   * the worker's own (two minutes). A server killed mid-delivery leaves its messages claimed: they
   * go out again once it runs out. Shorter than a delivery can take, a slow one is sent twice.
   */
  outboxLeaseMs: number | undefined
  /** How many days a client hub link works (HUB_LINK_DAYS; issue #31). */
  hubLinkDays: number
  /** Online payments (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or null: none. */
  stripe: StripeSettings | null
  /** Texts through a Twilio-compatible API (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM), or null. */
  sms: SmsSettings | null
}

export const DEFAULT_OWNER_NAME = 'Owner'
export const DEFAULT_BUSINESS_NAME = DEFAULT_BRANDING.business_name

/**
 * 600 writes a minute per IP address: an office of ten people behind one router, each saving every
 * few seconds, stays far below it; a runaway script or a flood from the network does not.
 */
export const DEFAULT_WRITE_RATE_LIMIT = 600

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = result.data
  if ((e.OWNER_EMAIL === undefined) !== (e.OWNER_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  OWNER_EMAIL and OWNER_PASSWORD: set both (or neither) to create the owner',
    )
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both (or neither, for the AWS SDK's own credentials)",
    )
  }
  const s3Given = Object.keys(e).some((key) => key.startsWith('S3_') && key !== 'S3_BUCKET')
  if (e.S3_BUCKET === undefined && s3Given) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: set it to keep the files in a bucket',
    )
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both (or neither) to take payments online',
    )
  }
  const smsKeys = [e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM]
  if (smsKeys.some((v) => v !== undefined) && smsKeys.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: set all three (or none) to send texts',
    )
  }
  const port = e.PORT ?? 3000
  const host = e.HOST ?? '127.0.0.1'
  return {
    port,
    host,
    dataDir: e.DATA_DIR ?? './data',
    databaseUrl: e.DATABASE_URL,
    writeRateLimit: e.WRITE_RATE_LIMIT ?? DEFAULT_WRITE_RATE_LIMIT,
    rowCacheRows: e.ROW_CACHE_ROWS ?? DEFAULT_ROW_CACHE_ROWS,
    vacuumIntervalSeconds: e.VACUUM_INTERVAL_SECONDS ?? VACUUM_CHECK_INTERVAL_MS / 1000,
    firstOwner:
      e.OWNER_EMAIL !== undefined && e.OWNER_PASSWORD !== undefined
        ? {
            email: e.OWNER_EMAIL,
            password: e.OWNER_PASSWORD,
            name: e.OWNER_NAME ?? DEFAULT_OWNER_NAME,
            businessName: e.BUSINESS_NAME ?? DEFAULT_BUSINESS_NAME,
            sampleData: e.SAMPLE_DATA !== '0',
          }
        : null,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    s3:
      e.S3_BUCKET === undefined
        ? null
        : {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: e.S3_PREFIX ?? 'media/',
            forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
          },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      server: e.SMTP_URL === undefined ? null : smtpServerOf(e.SMTP_URL),
      from: e.MAIL_FROM ?? null,
      replyTo: e.MAIL_REPLY_TO ?? null,
      publicUrl:
        e.PUBLIC_URL?.replace(/\/+$/, '') ??
        `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      publicUrlIsSet: e.PUBLIC_URL !== undefined,
    },
    outboxLeaseMs: e.OUTBOX_LEASE_SECONDS === undefined ? undefined : e.OUTBOX_LEASE_SECONDS * 1000,
    hubLinkDays: e.HUB_LINK_DAYS ?? DEFAULT_HUB_LINK_DAYS,
    stripe:
      e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET !== undefined
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_BASE ? { apiBase: e.STRIPE_API_BASE } : {}),
          }
        : null,
    sms:
      e.SMS_ACCOUNT_SID !== undefined && e.SMS_AUTH_TOKEN !== undefined && e.SMS_FROM !== undefined
        ? {
            apiUrl: (e.SMS_API_URL ?? DEFAULT_SMS_API_URL).replace(/\/+$/, ''),
            accountSid: e.SMS_ACCOUNT_SID,
            authToken: e.SMS_AUTH_TOKEN,
            from: e.SMS_FROM,
          }
        : null,
  }
}
