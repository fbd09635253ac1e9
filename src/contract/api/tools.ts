// The API contract for tools: media uploads and notes (issue #6).
import { describe, expect, it } from 'vitest'
import { SEED_COUNTS } from '../../domain/seed/seed'
import { CONTRACT_NOW, type ContractClient, expectError, fixtures, seed } from './contract-helpers'

export function defineToolsContract(api: ContractClient): void {
  describe('tools (issue #6)', () => {
    const PNG =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
    const png = `data:image/png;base64,${PNG}`

    it('uploads a photo by data URL, checked by content, and lists it under its job', async () => {
      const job = fixtures.jobWithCrew()
      const before = await api.total('/api/media', { job_id: job.id })
      const res = await api.post('/api/media', {
        data_url: png.replace('image/png', 'application/octet-stream'),
        file_name: 'site.png',
        job_id: job.id,
        notes: 'After photo',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body).toMatchObject({
        job_id: job.id,
        type: 'photo',
        url: png,
        thumb_url: '',
        file_name: 'site.png',
        notes: 'After photo',
        taken_at: CONTRACT_NOW,
        version: 1,
      })
      const listed = await api.list('/api/media', { job_id: job.id, limit: 1 })
      expect(listed.total).toBe(before + 1)
      expect(listed.items[0]).toEqual(res.body)
    })

    it('refuses other files (415), malformed data (400), path names (400) and oversize (413)', async () => {
      const svg = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
      expectError(await api.post('/api/media', { data_url: svg }), 415, 'UNSUPPORTED_MEDIA_TYPE')
      expectError(
        await api.post('/api/media', { data_url: 'data:image/png;base64,**' }),
        400,
        'VALIDATION',
      )
      expectError(
        await api.post('/api/media', { url: 'https://example.com/a.png' }),
        400,
        'VALIDATION',
      )
      const path = expectError(
        await api.post('/api/media', { data_url: png, file_name: '../../etc/passwd' }),
        400,
        'VALIDATION',
      )
      expect(path.fields?.file_name).toBeTruthy()
      const big = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(4_500_000 - 12)}=`
      expectError(await api.post('/api/media', { data_url: big }), 413, 'PAYLOAD_TOO_LARGE')
      expect(await api.total('/api/media')).toBe(SEED_COUNTS.media)
    })

    it('moves a note between folders and deletes it', async () => {
      const note = seed.notes.find((n) => n.folder === 'Jobs')
      if (!note) throw new Error('seed has no Jobs note')
      const count = (folder: string) => api.total('/api/notes', { folder })
      const [jobs, ideas] = [await count('Jobs'), await count('Ideas')]
      const moved = await api.patch(`/api/notes/${note.id}`, {
        folder: 'Ideas',
        version: note.version,
      })
      expect(moved.body).toEqual({ ...note, folder: 'Ideas', version: note.version + 1 })
      expect([await count('Jobs'), await count('Ideas')]).toEqual([jobs - 1, ideas + 1])
      expectError(await api.patch(`/api/notes/${note.id}`, { folder: 'Trash' }), 400, 'VALIDATION')
      expect((await api.del(`/api/notes/${note.id}`)).status).toBe(204)
      expect(await count('Ideas')).toBe(ideas)
    })
  })
}
