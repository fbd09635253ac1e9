import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      writeRateLimit: 600,
      rowCacheRows: 10_000,
      vacuumIntervalSeconds: 60,
      firstOwner: null,
      trustProxy: false,
      s3: null,
      mail: {
        smtpUrl: null,
        server: null,
        from: null,
        replyTo: null,
        publicUrl: 'http://127.0.0.1:3000',
        publicUrlIsSet: false,
      },
      hubLinkDays: 30,
      stripe: null,
      sms: null,
    })
  })

  it('reads how many days a client hub link works, and refuses a nonsense value', () => {
    expect(loadConfig({ HUB_LINK_DAYS: '7' }).hubLinkDays).toBe(7)
    expect(() => loadConfig({ HUB_LINK_DAYS: '0' })).toThrow(/HUB_LINK_DAYS: must be between/)
    expect(() => loadConfig({ HUB_LINK_DAYS: 'soon' })).toThrow(/HUB_LINK_DAYS: must be a number/)
  })

  it('reads the Stripe keys, both or neither, and never prints them', () => {
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_def',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_def',
      apiBase: 'http://127.0.0.1:12111',
    })
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeNull()
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both/,
    )
    let message = ''
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_secret1', STRIPE_WEBHOOK_SECRET: 'secret2' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret key/)
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET: must be/)
    expect(message).not.toMatch(/secret1|secret2/)
    expect(() => loadConfig({ STRIPE_API_BASE: 'http://127.0.0.1:1/v1' })).toThrow(
      /STRIPE_API_BASE/,
    )
  })

  it('reads the SMS settings, all three or none, Twilio by default, and never prints the token', () => {
    const given = {
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'tok-secret',
      SMS_FROM: '+15551234567',
    }
    expect(loadConfig(given).sms).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: 'AC123',
      authToken: 'tok-secret',
      from: '+15551234567',
    })
    expect(loadConfig({ ...given, SMS_API_URL: 'http://127.0.0.1:4010/' }).sms?.apiUrl).toBe(
      'http://127.0.0.1:4010',
    )
    expect(loadConfig({}).sms).toBeNull()
    let message = ''
    try {
      loadConfig({ SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'tok-secret' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: set all three/)
    expect(message).not.toMatch(/tok-secret/)
    expect(() => loadConfig({ ...given, SMS_API_URL: 'http://127.0.0.1:1/v1' })).toThrow(
      /SMS_API_URL/,
    )
  })

  it('reads the mail settings, shows only host:port of SMTP_URL and never prints its password', () => {
    const mail = loadConfig({
      SMTP_URL: 'smtps://apikey:s3cret@smtp.example.com',
      MAIL_FROM: 'Sunrise Landscaping <office@sunrise.example>',
      MAIL_REPLY_TO: 'ana@sunrise.example',
      PUBLIC_URL: 'https://crm.example.com/',
    }).mail
    expect(mail).toEqual({
      smtpUrl: 'smtps://apikey:s3cret@smtp.example.com',
      server: 'smtp.example.com:465',
      from: 'Sunrise Landscaping <office@sunrise.example>',
      replyTo: 'ana@sunrise.example',
      publicUrl: 'https://crm.example.com',
      publicUrlIsSet: true,
    })
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1' }).mail.server).toBe('127.0.0.1:587')
    expect(loadConfig({ HOST: '::1', PORT: '4000' }).mail.publicUrl).toBe('http://[::1]:4000')
    let message = ''
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/)
    expect(message).not.toContain('hunter2')
    expect(() => loadConfig({ MAIL_FROM: 'office\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM: must be/)
    expect(() => loadConfig({ PUBLIC_URL: 'crm.example.com' })).toThrow(/PUBLIC_URL: must be/)
  })

  it('reads the S3 bucket settings, and refuses half of them', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'crm-files',
        S3_ENDPOINT: 'https://minio.example.com:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'crm-files',
      region: 'us-east-1',
      endpoint: 'https://minio.example.com:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'media/',
      forcePathStyle: true,
    })
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both/,
    )
    expect(() => loadConfig({ S3_REGION: 'eu-west-1' })).toThrow(/S3_BUCKET: set it/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
  })

  it('reads every variable and treats empty ones as unset', () => {
    expect(
      loadConfig({
        PORT: '3999',
        HOST: '0.0.0.0',
        DATA_DIR: '/tmp/gw',
        DATABASE_URL: 'postgres://u@h:5432/db',
        WRITE_RATE_LIMIT: '0',
        ROW_CACHE_ROWS: '0',
        VACUUM_INTERVAL_SECONDS: '0',
        OWNER_EMAIL: 'ana@example.com',
        OWNER_PASSWORD: 'a long password',
        OWNER_NAME: 'Ana Ruiz',
        BUSINESS_NAME: 'Hill Country Lawns',
        SAMPLE_DATA: '0',
        TRUST_PROXY: '1',
        S3_BUCKET: 'crm-files',
        S3_REGION: 'eu-central-1',
        S3_PREFIX: 'acme/',
      }),
    ).toEqual({
      port: 3999,
      host: '0.0.0.0',
      dataDir: '/tmp/gw',
      databaseUrl: 'postgres://u@h:5432/db',
      writeRateLimit: 0,
      rowCacheRows: 0,
      vacuumIntervalSeconds: 0,
      firstOwner: {
        email: 'ana@example.com',
        password: 'a long password',
        name: 'Ana Ruiz',
        businessName: 'Hill Country Lawns',
        sampleData: false,
      },
      trustProxy: true,
      s3: {
        bucket: 'crm-files',
        region: 'eu-central-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        prefix: 'acme/',
        forcePathStyle: false,
      },
      mail: {
        smtpUrl: null,
        server: null,
        from: null,
        replyTo: null,
        publicUrl: 'http://0.0.0.0:3999',
        publicUrlIsSet: false,
      },
      hubLinkDays: 30,
      stripe: null,
      sms: null,
    })
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000)
    expect(loadConfig({ OWNER_EMAIL: 'a@b.co', OWNER_PASSWORD: 'x' }).firstOwner).toEqual({
      email: 'a@b.co',
      password: 'x',
      name: 'Owner',
      businessName: 'Groundwork',
      sampleData: true,
    })
  })

  it("takes the outbox's lease in seconds, or leaves it to the worker", () => {
    expect(loadConfig({ OUTBOX_LEASE_SECONDS: '5' }).outboxLeaseMs).toBe(5000)
    expect(loadConfig({}).outboxLeaseMs).toBeUndefined()
  })

  it('names each bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/)
    expect(() => loadConfig({ WRITE_RATE_LIMIT: '-1' })).toThrow(/WRITE_RATE_LIMIT: must be 0/)
    expect(() => loadConfig({ ROW_CACHE_ROWS: '1.5' })).toThrow(/ROW_CACHE_ROWS: must be a whole/)
    expect(() => loadConfig({ VACUUM_INTERVAL_SECONDS: '-5' })).toThrow(
      /VACUUM_INTERVAL_SECONDS: must be 0/,
    )
    expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: '0' })).toThrow(
      /OUTBOX_LEASE_SECONDS: must be 1 or more/,
    )
    expect(() => loadConfig({ OWNER_EMAIL: 'a@b.co' })).toThrow(/set both/)
    expect(() => loadConfig({ SAMPLE_DATA: 'yes' })).toThrow(/SAMPLE_DATA: must be 1/)
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY: must be 1/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    )
  })
})
