// The outbox in a backup (issue #30): its history comes back on restore, but never a live invite
// or reset link, and a sent message keeps its attachments' names without their bytes.
import { describe, expect, it } from 'vitest'
import { enqueueMail } from '../../api/mail/enqueue-mail'
import type { ApiDeps } from '../../api/shared/deps'
import { LEFT_OUT_OF_BACKUP } from '../../domain/mail/outbox-backup'
import { randomId } from '../../domain/shared/ids'
import { mailSettingsOf } from '../app'
import { openBackupTarget, streamOf, unpackArchive } from '../testing/backup-fixtures'
import { NOW, useTestApp } from '../testing/test-app'
import { testBackends } from '../testing/test-databases'
import { outboxMessages } from '../db/schema'
import { eq } from 'drizzle-orm'

const LINK = 'https://crm.example.com/set-password#token-abcdef0123456789'

describe.each(testBackends())('the outbox in a backup on $name', (backend) => {
  const t = useTestApp(backend)

  it(
    'carries the history, never a sign-in link, and no bytes of what was sent',
    { timeout: 180_000 },
    async () => {
      const deps = {
        mail: mailSettingsOf({
          server: '127.0.0.1:2525',
          from: 'office@sunrise.example',
          replyTo: null,
          publicUrl: 'https://crm.example.com',
          publicUrlIsSet: true,
        }),
        clock: () => NOW,
        newId: randomId,
      } as unknown as ApiDeps
      const [invite, invoice] = await t.store.transaction(async (tx) => [
        await enqueueMail(tx, deps, {
          kind: 'invite',
          to: 'new.user@example.com',
          subject: 'You are invited',
          html: `<a href="${LINK}">Set your password</a>`,
          text: LINK,
        }),
        await enqueueMail(tx, deps, {
          kind: 'invoice',
          to: 'client@example.com',
          subject: 'Invoice INV-0013',
          html: '<p>Attached</p>',
          text: 'Attached',
          attachments: [
            {
              filename: 'INV-0013.pdf',
              content_type: 'application/pdf',
              content: new Uint8Array([1, 2, 3]),
            },
          ],
        }),
      ])
      await t.database.db
        .update(outboxMessages)
        .set({ status: 'sent', sent_at: NOW })
        .where(eq(outboxMessages.id, invoice!.id))

      const res = await t.call({ method: 'GET', url: '/api/backup' })
      expect(res.status).toBe(200)
      const data = (await unpackArchive(res.response.rawPayload))[1]!.body.toString()
      expect(data).not.toContain('token-abcdef0123456789')
      expect(data).toContain('You are invited')

      const target = await openBackupTarget(backend)
      try {
        await target.service.restore(streamOf(res.response.rawPayload), 'empty-database')
        const restored = await target.store.read(async (tx) => ({
          invite: await tx.outbox?.get(invite!.id),
          invoice: await tx.outbox?.get(invoice!.id),
        }))
        expect(restored.invite).toMatchObject({
          kind: 'invite',
          to: 'new.user@example.com',
          subject: 'You are invited',
          html: '',
          text: '',
          status: 'not_sent',
          last_error: LEFT_OUT_OF_BACKUP,
          secret: true,
        })
        expect(restored.invoice).toMatchObject({ status: 'sent', subject: 'Invoice INV-0013' })
        expect(restored.invoice?.attachments).toEqual([
          { filename: 'INV-0013.pdf', content_type: 'application/pdf', size: 3, content: null },
        ])
      } finally {
        await target.close()
      }
    },
  )
})
