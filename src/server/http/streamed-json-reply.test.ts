// The export's way out: pieces to a temporary file, then streamed; a failure half-way is a JSON error
// and leaves no file behind.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { StreamedJson } from '../../api/streamed-json'
import { EXPORT_FILE_PREFIX, prepareTempFolder, sendStreamedJson } from './streamed-json-reply'

const tempDir = mkdtempSync(join(tmpdir(), 'groundwork-streamed-'))
afterAll(() => rmSync(tempDir, { recursive: true, force: true }))
const leftovers = () => readdirSync(tempDir)

describe('sendStreamedJson', () => {
  const logged: unknown[] = []
  afterEach(() => {
    logged.length = 0
  })

  function appSending(body: StreamedJson) {
    const app = Fastify()
    app.get('/', (_request, reply) =>
      sendStreamedJson(reply, 200, body, { tempDir, logError: (error) => logged.push(error) }),
    )
    return app
  }

  it('sends every piece in order as one JSON document and removes its file', async () => {
    const before = leftovers()
    const body = new StreamedJson(async (write) => {
      await write('{"rows":[')
      for (let i = 0; i < 5000; i++)
        await write(`${i === 0 ? '' : ','}{"n":${i},"pad":"${'x'.repeat(100)}"}`)
      await write(']}')
    })
    const res = await appSending(body).inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const rows = (res.json() as { rows: { n: number }[] }).rows
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 5000 }, (_, i) => i))
    // The file goes once the sent stream has closed: wait for that, not for a guessed time.
    await vi.waitFor(() => expect(leftovers()).toEqual(before))
  })

  it('answers a JSON error when the writer fails half-way, logging it and leaving no file', async () => {
    const before = leftovers()
    const body = new StreamedJson(async (write) => {
      await write('{"rows":[1,2')
      throw new Error('disk on fire')
    })
    const res = await appSending(body).inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    })
    expect(logged).toHaveLength(1)
    expect(leftovers()).toEqual(before)
  })

  it('clears the files a killed server left in its folder, and nothing else', () => {
    const folder = join(tempDir, 'data-tmp')
    prepareTempFolder(folder)
    writeFileSync(join(folder, `${EXPORT_FILE_PREFIX}left.json`), '{"persons":[')
    writeFileSync(join(folder, 'keep.txt'), 'not ours')
    prepareTempFolder(folder)
    expect(readdirSync(folder)).toEqual(['keep.txt'])
  })
})
