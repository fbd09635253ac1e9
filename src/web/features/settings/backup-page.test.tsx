// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ApiRequest } from '../../data/api-request'
import { renderApp } from '../../test/render-app'
import '../../test/setup'
import { restoredLine } from './backup-page'

const summary = { created_at: '2026-01-14T15:30:00.000Z', records: 312, files: 1 }

describe('BackupPage', { timeout: 15_000 }, () => {
  it('sends the picked file as a gzip archive and says what was restored', async () => {
    const user = userEvent.setup()
    const sent: ApiRequest[] = []
    renderApp('/settings/backup', (req) => {
      if (req.method === 'POST' && req.path === '/api/backup/restore') {
        sent.push(req)
        return { status: 200, body: summary }
      }
      return { status: 404, body: null }
    })
    // Browsers name a .tar.gz's type in many ways; the app sends it as application/gzip.
    const file = new File([new Uint8Array([0x1f, 0x8b, 8])], 'b.tar.gz', {
      type: 'application/x-compressed-tar',
    })
    await user.upload(await screen.findByLabelText('Backup file'), file)
    expect(await screen.findByRole('status')).toHaveTextContent(restoredLine(summary))
    expect(restoredLine(summary)).toMatch(/^Restored the backup of .+: 312 records and 1 file\.$/)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toBe(file)
    expect(sent[0]!.headers).toEqual({ 'content-type': 'application/gzip' })
    expect(screen.getByRole('link', { name: 'Open the restored workspace' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  it('shows why a restore was refused', async () => {
    const user = userEvent.setup()
    const message =
      'A backup is restored into a workspace without business data, and this one has some (20 persons)'
    renderApp('/settings/backup', () => ({
      status: 409,
      body: { error: { code: 'INVALID_STATE', message } },
    }))
    await user.upload(await screen.findByLabelText('Backup file'), new File(['x'], 'b.tar.gz'))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
