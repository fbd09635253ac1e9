// One error shape for everything Fastify itself refuses (bad JSON, too large, wrong content type,
// unknown route) and for anything unexpected: { error: { code, message, fields? } }, no stack traces.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, toErrorBody } from '../../domain/shared/app-error'

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.'

const MiB = 1024 * 1024

function formatSize(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${Math.round(bytes / 1024)} KiB`
}

/** The AppError a framework error stands for, or null when it is unexpected. */
export function appErrorFor(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION', 'Malformed JSON body')
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request.routeOptions.bodyLimit
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `The request body is too large (max ${formatSize(limit)})`,
      )
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Unsupported content type: send the body as application/json',
      )
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('VALIDATION', 'The Content-Length header does not match the body')
  }
  // secure-json-parse refusing __proto__ or constructor keys, and other client mistakes Fastify reports.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 404) return new AppError('NOT_FOUND', 'Not found')
    if (error.statusCode === 413)
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large')
    if (error.statusCode === 415)
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type')
    return new AppError('VALIDATION', 'Bad request')
  }
  return null
}

export function replyWithError(reply: FastifyReply, error: AppError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(toErrorBody(error))
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = appErrorFor(error, request)
  if (known) return replyWithError(reply, known)
  request.log.error({ err: error }, 'unexpected error')
  return replyWithError(reply, new AppError('INTERNAL', INTERNAL_MESSAGE))
}
