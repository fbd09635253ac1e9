// Builds the Fastify app (no listen: main.ts listens, tests inject): every route of the domain's
// route table, the OpenAPI document, one JSON error shape, and the built web app with SPA fallback.
import { tmpdir } from 'node:os'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { PasswordHasher } from '../api/auth/password-hasher'
import { createDataUrlBlobStore } from '../api/shared/blob-store'
import type { ApiDeps } from '../api/shared/deps'
import { runRoute } from '../api/shared/dispatch'
import { referencedFiles } from '../api/tools/referenced-files'
import { RESTORE_BACKUP_PATH } from '../api/backup/backup-routes'
import { apiRoutes, type ApiRoute, type RouteInput } from '../api/routes'
import type { Store } from '../api/shared/store'
import { FileDownload } from '../api/backup/backup-service'
import { StreamedJson } from '../api/shared/streamed-json'
import { BinaryFile } from '../api/shared/binary-file'
import { sendBinaryFile } from './http/binary-file-reply'
import { headersOf } from './http/headers-of'
import { renderPdfWithPdfmake } from './documents/pdfmake-renderer'
import { generateSeed, type SeedData } from '../domain/seed/seed'
import { AppError } from '../domain/shared/app-error'
import { randomId } from '../domain/shared/ids'
import { MAX_IMPORT_BYTES } from '../domain/imports/import-rows'
import { MAX_SERVER_UPLOAD_BYTES } from '../domain/tools/media-file'
import { registerAuthRoutes } from './auth/auth-routes'
import { registerHubRoutes } from './hub/hub-http'
import { hubSafeLogger } from './hub/hub-log'
import { actorOf, requireAccess, requireFileAccess } from './auth/request-actor'
import { createSessionCache } from './auth/session-cache'
import { errorHandler, replyWithError } from './http/error-replies'
import { registerBenchProbes } from './http/bench-probes'
import { createBackupService } from './backup/backup-service'
import { renderMail } from './mail/render/render-mail'
import { currentSchemaVersion } from './backup/schema-version'
import { sendFileDownload } from './http/file-download-reply'
import { acceptJsonBodiesOnly } from './http/json-body'
import { registerMediaFiles } from './http/media-files'
import { refuseCrossSiteWrites } from './http/same-origin'
import { acceptStreamedBodies } from './http/streamed-body'
import { buildOpenApiDocument } from './http/openapi'
import { registerSecurityHeaders, securityHeadersFor } from './http/security-header-hook'
import { appPages } from './http/app-pages'
import { clientPages, isClientPagePath } from './http/client-pages'
import { fieldPages, isFieldPagePath } from './http/field-pages'
import { hasWebApp, isAppPage, registerWebApp, sendAppPage } from './http/static-files'
import { prepareTempFolder, sendStreamedJson } from './http/streamed-json-reply'
import { registerWriteRateLimit, type WriteRateLimit } from './http/write-rate-limit'
import {
  PUBLIC_FORM_LIMIT,
  publicFormRouteConfig,
  type PublicFormLimit,
} from './http/public-form-limit'
import { WORK_REQUESTS_PATH } from '../api/client-hub/client-hub-routes'
import { MAX_WORK_REQUEST_BODY_BYTES } from '../domain/client-hub/work-request'
import type { MailConfig, S3Settings } from './config'
import { publicLinkFor, type MailSettings } from '../api/mail/mail-settings'
import { databaseBlobBackend } from './media/database-blob-backend'
import { s3BlobBackend } from './media/s3-blob-backend'
import { createSharedBlobStore } from './media/shared-blob-store'
import { createFileBlobStore, MEDIA_FILES_PREFIX } from './media/file-blob-store'
import type { Executor } from './db/executor'
import { createStripePayments, type StripeSettings } from './payments/stripe-payments'
import { createTwilioSms, type SmsSettings } from './sms/twilio-sms'
import { STRIPE_WEBHOOK_PATH } from '../domain/settings/stripe-integration'

export type AppOptions = {
  store: Store
  clock: () => number
  newId?: () => string
  seed?: (now: number) => SeedData
  /** Fastify's logger option: false in tests, pino options in main. */
  logger?: FastifyServerOptions['logger']
  /** The built web app (dist/web); not served when missing. */
  staticDir?: string
  /**
   * Where uploaded media files are written and served from (DATA_DIR/media). Without it (tests)
   * uploads are kept inline in the row as data URLs.
   */
  mediaDir?: string
  /**
   * PostgreSQL, where several app servers may share one database: uploaded files are kept in it
   * (media_blobs), so every server serves every file; `mediaDir` holds this server's copies. Not for
   * PGlite (one process, one connection: the files stay in `mediaDir`).
   */
  mediaDatabase?: Executor
  /** An S3-compatible bucket for the uploaded files (S3_*): it takes the place of the database's. */
  mediaBucket?: S3Settings | null
  /** Where large answers (the export) are written before they are sent: DATA_DIR/tmp in main. */
  tempDir?: string
  /** `npm run bench` only: GET /ping and a Server-Timing header (http/bench-probes.ts). */
  benchProbes?: boolean
  /**
   * Writes per client IP per window under /api (429 beyond). Off unless given: main.ts passes
   * WRITE_RATE_LIMIT; tests, the fuzz suite and the bench build apps without it.
   */
  writeRateLimit?: WriteRateLimit | null
  /** Requests per client IP per window on the public request form; 5 an hour unless given. */
  publicFormLimit?: PublicFormLimit
  /**
   * Hashes passwords for the sign-in API (/api/auth/*, issue #20): main.ts passes scrypt; tests
   * pass cheaper parameters (testing/fast-passwords.ts).
   */
  passwords: PasswordHasher
  /**
   * Behind a reverse proxy (TRUST_PROXY): the client's address and protocol come from
   * X-Forwarded-For and X-Forwarded-Proto (throttling, Secure cookies, the audit log).
   */
  trustProxy?: boolean
  /**
   * Outgoing e-mail (SMTP_URL's host:port, MAIL_FROM, MAIL_REPLY_TO, PUBLIC_URL). Without it: no
   * mail server, so messages are recorded as not sent. The worker that delivers them is main.ts's.
   */
  mail?: Omit<MailConfig, 'smtpUrl'>
  /** How many days a client hub link works (HUB_LINK_DAYS); the domain's default without it. */
  hubLinkDays?: number
  /**
   * Online payments through Stripe (STRIPE_*, decision 046). Without it nothing calls Stripe: the
   * webhook and "Pay online" answer that payments are not set up.
   */
  stripe?: StripeSettings | null
  /** Texts through a Twilio-compatible API (SMS_*, decision 051). Without it no text is sent. */
  sms?: SmsSettings | null
}

const NO_MAIL: Omit<MailConfig, 'smtpUrl'> = {
  server: null,
  from: null,
  replyTo: null,
  publicUrl: 'http://127.0.0.1:3000',
  publicUrlIsSet: false,
}

/** What the use cases see of the mail settings: never SMTP_URL itself (its password). */
export function mailSettingsOf(
  config: Omit<MailConfig, 'smtpUrl'> | undefined,
  hubLinkDays?: number,
): MailSettings {
  const { server, from, replyTo, publicUrl, publicUrlIsSet } = config ?? NO_MAIL
  return {
    server,
    from,
    replyTo,
    publicUrl,
    publicUrlIsSet,
    publicLink: publicLinkFor(publicUrl),
    ...(hubLinkDays === undefined ? {} : { hubLinkDays }),
  }
}

const MiB = 1024 * 1024
/** Every JSON body; large enough for any record but a photo. */
export const BODY_LIMIT = 1 * MiB
/** POST /api/media carries the file as a data URL: 3 MiB files (MAX_SERVER_UPLOAD_BYTES) fit as base64. */
export const MEDIA_BODY_LIMIT = 5 * MiB

const API_VERSION = '0.1.0'

/** A lead document (at most 1 MiB, sales/lead-document.ts) as a base64 data URL, with room to spare. */
export const LEAD_DOCUMENT_BODY_LIMIT = 2 * MiB

/** A request from the public form (or the client hub): up to 5 photos and its text. */
export const WORK_REQUEST_BODY_LIMIT = MAX_WORK_REQUEST_BODY_BYTES

/** A branding change may carry the logo (at most 1 MiB, settings/logo.ts) as a base64 data URL. */
export const BRANDING_BODY_LIMIT = 2 * MiB

function bodyLimitOf(route: ApiRoute): number | undefined {
  if (route.method === 'PATCH' && route.path === '/api/settings/branding')
    return BRANDING_BODY_LIMIT
  if (route.method !== 'POST') return undefined
  if (/^\/api\/imports\/[a-z]+$/.test(route.path)) return MAX_IMPORT_BYTES
  if (route.path === '/api/media') return MEDIA_BODY_LIMIT
  if (route.path === '/api/lead-documents') return LEAD_DOCUMENT_BODY_LIMIT
  if (route.path === WORK_REQUESTS_PATH) return WORK_REQUEST_BODY_LIMIT
  return undefined
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const security = securityHeadersFor(hasWebApp(options.staticDir) ? options.staticDir : null)
  const app = Fastify({
    logger: hubSafeLogger(options.logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // A malformed URL (bad percent-encoding) gets the JSON error shape too.
    frameworkErrors: (_error, _request, reply) => {
      void replyWithError(reply.headers(security), new AppError('VALIDATION', 'Malformed URL'))
    },
  })

  const sharedBackend = options.mediaBucket
    ? s3BlobBackend(options.mediaBucket)
    : options.mediaDatabase
      ? databaseBlobBackend(options.mediaDatabase)
      : null
  const sharedBlobs =
    options.mediaDir && sharedBackend
      ? createSharedBlobStore({
          backend: sharedBackend,
          folder: options.mediaDir,
          maxBytes: MAX_SERVER_UPLOAD_BYTES,
        })
      : null
  // Who each request's cookie signs in, kept for a moment (decision 036); every change to users,
  // passwords or sessions made through deps.store drops it.
  const sessions = createSessionCache({ store: options.store, clock: options.clock })
  const deps: ApiDeps = {
    store: sessions.watching(options.store),
    blobs:
      sharedBlobs ??
      (options.mediaDir
        ? createFileBlobStore({ folder: options.mediaDir, maxBytes: MAX_SERVER_UPLOAD_BYTES })
        : createDataUrlBlobStore(MAX_SERVER_UPLOAD_BYTES)),
    clock: options.clock,
    newId: options.newId ?? randomId,
    seed: options.seed ?? ((now) => generateSeed(now)),
    mail: mailSettingsOf(options.mail, options.hubLinkDays),
    renderPdf: renderPdfWithPdfmake,
    logError: (error) => app.log.error({ err: error }, 'unexpected error in an API route'),
    renderMail,
    payments: options.stripe ? createStripePayments(options.stripe) : null,
    sms: options.sms ? createTwilioSms(options.sms) : null,
  }

  // Only a folder of our own is cleared of leftovers (the system's is shared).
  const tempDir = options.tempDir ?? tmpdir()
  if (options.tempDir) prepareTempFolder(options.tempDir)
  deps.backups = createBackupService(deps, { schemaVersion: currentSchemaVersion(), tempDir })
  // Stripe signs the bytes it sends: its webhook gets the body as received, unparsed.
  acceptJsonBodiesOnly(app, [STRIPE_WEBHOOK_PATH])
  acceptStreamedBodies(app, [RESTORE_BACKUP_PATH])
  app.setErrorHandler(errorHandler)
  registerSecurityHeaders(app, security)
  // Always registered: the public request form has a limit of its own even when writes have none.
  await registerWriteRateLimit(app, options.writeRateLimit ?? null)
  if (options.benchProbes) registerBenchProbes(app)
  await registerAuthRoutes(app, deps, options.passwords, sessions)
  const webApp = hasWebApp(options.staticDir) ? options.staticDir : null
  const clients = webApp ? clientPages(webApp) : null
  registerHubRoutes(app, deps, clients)
  refuseCrossSiteWrites(app)

  for (const route of apiRoutes) {
    app.route({
      method: route.method,
      url: route.path,
      ...(bodyLimitOf(route) ? { bodyLimit: bodyLimitOf(route) } : {}),
      ...(route.path === WORK_REQUESTS_PATH
        ? { config: publicFormRouteConfig(options.publicFormLimit ?? PUBLIC_FORM_LIMIT) }
        : {}),
      handler: async (request, reply) => {
        const input: RouteInput = {
          params: request.params as Record<string, string>,
          query: (request.query ?? {}) as Record<string, unknown>,
          body: request.body,
          headers: headersOf(request.headers),
          address: request.ip,
        }
        // Public routes too: a public answer may say less to a caller without a session (the
        // branding: the sign-in page's name and colour only).
        const actor = await actorOf(request, sessions)
        const result = await runRoute(route, input, deps, actor)
        if (result.body instanceof BinaryFile)
          return sendBinaryFile(reply, result.status, result.body)
        if (result.body instanceof FileDownload) {
          return sendFileDownload(reply, result.status, result.body, (e) => deps.logError?.(e))
        }
        if (result.body instanceof StreamedJson) {
          return sendStreamedJson(reply, result.status, result.body, {
            tempDir,
            logError: (error) => deps.logError?.(error),
          })
        }
        reply.code(result.status)
        return result.status === 204 ? reply.send() : reply.send(result.body)
      },
    })
  }

  if (sharedBlobs) {
    // Files stored here before the database kept them (one server on its own disk) are not lost;
    // only those a record names: one deleted through another server stays deleted.
    const adopted = await sharedBlobs.adoptLocalFiles((urls) => referencedFiles(deps.store, urls))
    if (adopted > 0) app.log.info(`${adopted} uploaded files moved to the shared file store`)
  }
  if (options.mediaDir) {
    // A file goes only to who may read a record that names it, with that record's scope.
    const fileUrl = (request: { params: unknown }) =>
      `${MEDIA_FILES_PREFIX}${(request.params as { name?: string }).name ?? ''}`
    await registerMediaFiles(
      app,
      options.mediaDir,
      requireFileAccess(fileUrl, sessions, deps),
      sharedBlobs?.fetchLocal,
    )
  }

  let openApi: unknown = null
  app.get(
    '/api/openapi.json',
    { preHandler: requireAccess('signed-in', sessions) },
    async () => (openApi ??= buildOpenApiDocument(apiRoutes, API_VERSION)),
  )

  if (webApp) await registerWebApp(app, webApp)
  const pages = webApp ? appPages(webApp) : null
  const field = webApp ? fieldPages(webApp) : null

  app.setNotFoundHandler((request, reply) => {
    // The clients' pages have their own entry: none of the staff app's code is sent with them.
    const clientHtml = isClientPagePath(request.url) && isAppPage(request) ? clients?.html() : null
    if (clientHtml) return sendAppPage(reply, clientHtml)
    // Today has its own entry too: a phone's first page without the office's screens.
    const fieldHtml =
      isFieldPagePath(request.url) && isAppPage(request) ? field?.htmlFor(request.url) : null
    if (fieldHtml) return sendAppPage(reply, fieldHtml)
    if (pages && isAppPage(request)) return sendAppPage(reply, pages.htmlFor(request.url))
    const path = request.url.split('?')[0] ?? ''
    const isApi = path === '/api' || path.startsWith('/api/')
    const message = isApi ? `No API route for ${request.method} ${path}` : 'Not found'
    return replyWithError(reply, new AppError('NOT_FOUND', message))
  })

  return app
}
