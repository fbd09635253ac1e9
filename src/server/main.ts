// The server process: read config, open and migrate the database, create the Owner from the
// environment on a first start (else the setup page does), listen, and close cleanly on
// SIGINT/SIGTERM. With --prepare-database (the build runs it) it only makes PGlite's
// database template, so a new install's first start skips initdb.
import { join } from 'node:path'
import { generateSeed } from '../domain/seed/seed'
import { randomId } from '../domain/shared/ids'
import { clientMailFailed } from '../api/notifications/office-mail'
import { createApp, mailSettingsOf } from './app'
import { runBackupCommand } from './backup/backup-cli'
import { createFirstOwner } from './auth/first-owner'
import { createScryptHasher } from './auth/scrypt-hasher'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase, preparePgliteTemplate } from './db/client'
import { startVacuumScheduler, type VacuumScheduler } from './db/pglite-vacuum'
import { createSqlStore } from './db/sql-store'
import { mediaFolder } from './media/file-blob-store'
import { webAppFolder } from './package-root'
import { publicBindWarning } from './public-bind'
import { startFollowUpScheduler, type FollowUpScheduler } from './mail/follow-up-scheduler'
import { startHubPruner, type HubPruner } from './hub/hub-pruner'
import { startSeriesHorizon } from './timers/series-horizon'
import type { PeriodicPass } from './timers/periodic-pass'
import { startOutboxWorker, type OutboxWorker } from './mail/outbox-worker'
import { createSmtpTransport } from './mail/smtp-transport'
import { createTwilioSms } from './sms/twilio-sms'
import { renderMail } from './mail/render/render-mail'
import { renderPdfWithPdfmake } from './documents/pdfmake-renderer'

async function start(config: Config): Promise<void> {
  const database = await openDatabase(config)
  const store = createSqlStore(database.db, database.kind, { rowCacheRows: config.rowCacheRows })
  const passwords = createScryptHasher()
  const first = await createFirstOwner(
    { store, clock: Date.now, newId: randomId, seed: (now) => generateSeed(now) },
    passwords,
    config.firstOwner,
  )
  const app = await createApp({
    store,
    passwords,
    trustProxy: config.trustProxy,
    clock: Date.now,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    staticDir: webAppFolder(),
    mediaDir: mediaFolder(config.dataDir),
    // Several servers may share a PostgreSQL: the uploaded files go into it (PGlite: on disk).
    ...(database.kind === 'postgres' ? { mediaDatabase: database.db } : {}),
    mediaBucket: config.s3,
    tempDir: join(config.dataDir, 'tmp'),
    benchProbes: process.env.GROUNDWORK_BENCH === '1',
    writeRateLimit:
      config.writeRateLimit > 0 ? { max: config.writeRateLimit, windowMs: 60_000 } : null,
    mail: config.mail,
    hubLinkDays: config.hubLinkDays,
    stripe: config.stripe,
    sms: config.sms,
  })

  let vacuum: VacuumScheduler | null = null
  let outbox: OutboxWorker | null = null
  let followUps: FollowUpScheduler | null = null
  let hubPruner: HubPruner | null = null
  let seriesHorizon: PeriodicPass<number> | null = null
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) process.exit(1) // a second Ctrl-C: stop waiting
    closing = true
    app.log.info(`${signal}: closing`)
    void app
      .close()
      .then(() => followUps?.stop())
      .then(() => hubPruner?.stop())
      .then(() => seriesHorizon?.stop())
      .then(() => outbox?.stop())
      .then(() => vacuum?.stop())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing')
          process.exit(1)
        },
      )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await database.close()
    throw error
  }
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`
  app.log.info(
    `Groundwork is running at ${url} (${database.location}${first.seeded ? ', seeded with sample data' : ''})`,
  )
  if (first.outcome === 'created')
    app.log.info(`Created the owner account ${config.firstOwner?.email}`)
  if (first.outcome === 'setup-page')
    app.log.info(`No account yet: open ${url}/setup to create the owner`)
  if (first.outcome === 'already-set-up' && config.firstOwner) {
    app.log.info('OWNER_EMAIL and OWNER_PASSWORD are ignored: an account exists already')
  }
  // Never the keys: only whether they are there.
  app.log.info(config.stripe ? 'Online payments: Stripe' : 'Online payments: off (no Stripe keys)')
  app.log.info(config.sms ? `Texts: ${config.sms.apiUrl}` : 'Texts: off (no SMS_* settings)')
  const { smtpUrl, server, publicUrl, publicUrlIsSet } = config.mail
  // The outbox delivers e-mail and texts: it runs when either can go out.
  if ((smtpUrl !== null || config.sms !== null) && !closing) {
    outbox = startOutboxWorker({
      store,
      transport: smtpUrl === null ? null : createSmtpTransport(smtpUrl),
      sms: config.sms ? createTwilioSms(config.sms) : null,
      mail: config.mail,
      clock: Date.now,
      leaseMs: config.outboxLeaseMs,
      onFailed: (tx, message, error) =>
        clientMailFailed(
          tx,
          {
            mail: mailSettingsOf(config.mail, config.hubLinkDays),
            renderMail,
            clock: Date.now,
            newId: randomId,
          },
          message,
          error,
        ),
      onError: (error) => app.log.error({ err: error }, 'outbox delivery failed'),
    })
  }
  if (smtpUrl !== null && !closing) {
    // Only host:port is ever written to the log: SMTP_URL holds the mail server's password.
    app.log.info(`E-mail goes out through ${server}`)
    // Automatic reminders and follow-ups: only with a mail server (without one nothing automatic
    // is recorded), a pass now and every minute.
    followUps = startFollowUpScheduler({
      store,
      deps: {
        mail: mailSettingsOf(config.mail, config.hubLinkDays),
        renderMail,
        renderPdf: renderPdfWithPdfmake,
        clock: Date.now,
      },
      onError: (error) => app.log.error({ err: error }, 'automatic follow-up failed'),
    })
  } else {
    app.log.info('No mail server (SMTP_URL): e-mail is recorded in the outbox as not sent')
  }
  if (!publicUrlIsSet) app.log.info(`PUBLIC_URL is not set: links in e-mails use ${publicUrl}`)
  const warning = publicBindWarning(config.host, config.trustProxy)
  if (warning) app.log.warn(warning)
  // Ended hub sessions and long-expired hub links: a pass now and every hour.
  if (!closing) {
    hubPruner = startHubPruner({
      store,
      clock: Date.now,
      onError: (error) => app.log.error({ err: error }, 'pruning the client hub failed'),
    })
    // Recurring jobs' visits kept a year ahead: a pass now and every day (decision 057).
    seriesHorizon = startSeriesHorizon({
      store,
      clock: Date.now,
      onError: (error) => app.log.error({ err: error }, 'making recurring visits failed'),
    })
  }
  // PostgreSQL servers vacuum themselves (autovacuum); PGlite has no background workers.
  if (database.kind === 'pglite' && config.vacuumIntervalSeconds > 0 && !closing) {
    vacuum = startVacuumScheduler({
      exclusive: (work) => store.exclusive(work),
      intervalMs: config.vacuumIntervalSeconds * 1000,
      onDone: ({ table, command }, ms) => app.log.info(`${command} ${table}: ${Math.round(ms)} ms`),
      onError: (error) => app.log.error({ err: error }, 'VACUUM failed'),
    })
  }
}

const PREPARE_DATABASE_FLAG = '--prepare-database'

function main(): void {
  const command = process.argv[2]
  if (command === 'backup' || command === 'restore') {
    // `npm run backup` / `npm run restore` (scripts/server-command.mjs): no server is started.
    void runBackupCommand(command, process.argv.slice(3)).then((code) => process.exit(code))
    return
  }
  if (process.argv.includes(PREPARE_DATABASE_FLAG)) {
    preparePgliteTemplate().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Could not prepare the database template:', error)
        process.exit(1)
      },
    )
    return
  }
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exit(1)
  }
  start(config).catch((error: unknown) => {
    console.error('Groundwork could not start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}

main()
