// Sends a BinaryFile (a PDF document) as an attachment with its type and file name.
import type { FastifyReply } from 'fastify'
import type { BinaryFile } from '../../api/shared/binary-file'

export function sendBinaryFile(
  reply: FastifyReply,
  status: number,
  body: BinaryFile,
): FastifyReply {
  return reply
    .code(status)
    .header('content-type', body.contentType)
    .header('content-disposition', `attachment; filename="${body.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength))
}
