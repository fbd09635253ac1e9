// Sends a FileDownload (a backup): the file as an attachment, removed once it has been read to the
// end or the client has gone.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyReply } from 'fastify'
import type { FileDownload } from '../../api/backup/backup-service'

export async function sendFileDownload(
  reply: FastifyReply,
  status: number,
  body: FileDownload,
  logError: (error: unknown) => void,
): Promise<FastifyReply> {
  const dispose = () => void body.dispose().catch(logError)
  try {
    const { size } = await stat(body.path)
    const stream = createReadStream(body.path)
    stream.once('close', dispose)
    return reply
      .code(status)
      .header('content-type', body.contentType)
      .header('content-disposition', `attachment; filename="${body.fileName}"`)
      .header('content-length', size)
      .header('cache-control', 'no-store')
      .send(stream)
  } catch (error) {
    dispose()
    throw error
  }
}
