// Sends a StreamedJson body (the export): its pieces go to a temporary file first, so the database
// work ends - and, on PGlite, the next request runs - as fast as the disk takes the text, however
// slowly the client reads; then the file is streamed and removed. Memory stays at one page of rows.
// The server keeps these files under DATA_DIR/tmp (on disk, where /tmp may be memory).
import { once } from 'node:events'
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { errorResult } from '../../api/shared/dispatch'
import { StreamedFile, type StreamedJson } from '../../api/shared/streamed-json'
import { AppError } from '../../domain/shared/app-error'
import { BACKUP_SCRATCH_PREFIX } from '../backup/backup-service'

/** Names the temporary files (tests look for leftovers by it). */
export const EXPORT_FILE_PREFIX = 'groundwork-export-'

const removeQuietly = (file: string) => unlink(file).catch(() => undefined)

/** Makes `folder` and removes the files a killed server left there half-written. */
export function prepareTempFolder(folder: string): void {
  mkdirSync(folder, { recursive: true })
  for (const name of readdirSync(folder)) {
    if (name.startsWith(EXPORT_FILE_PREFIX) || name.startsWith(BACKUP_SCRATCH_PREFIX)) {
      rmSync(join(folder, name), { recursive: true, force: true })
    }
  }
}

async function writeToFile(body: StreamedJson, file: string): Promise<void> {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 })
  const failed = once(out, 'error').then(([error]) => Promise.reject(error as Error))
  failed.catch(() => undefined)
  try {
    await body.writeTo(async (text) => {
      if (!out.write(text)) await Promise.race([once(out, 'drain'), failed])
    })
    out.end()
    await Promise.race([once(out, 'finish'), failed])
  } finally {
    // Closed before anyone removes the file: a late open would otherwise create it again.
    out.destroy()
    if (!out.closed) await once(out, 'close')
  }
}

export async function sendStreamedJson(
  reply: FastifyReply,
  status: number,
  body: StreamedJson,
  options: { tempDir: string; logError: (error: unknown) => void },
): Promise<FastifyReply> {
  const { tempDir, logError } = options
  const file = join(tempDir, `${EXPORT_FILE_PREFIX}${randomUUID()}.json`)
  try {
    await writeToFile(body, file)
  } catch (error) {
    await removeQuietly(file)
    if (!(error instanceof AppError)) logError(error)
    const result = errorResult(error)
    return reply.code(result.status).send(result.body)
  }
  const stream = createReadStream(file)
  stream.once('close', () => void removeQuietly(file))
  if (body instanceof StreamedFile) {
    reply.type(body.contentType)
    reply.header('content-disposition', `attachment; filename="${body.fileName}"`)
  } else reply.type('application/json; charset=utf-8')
  return reply.code(status).send(stream)
}
