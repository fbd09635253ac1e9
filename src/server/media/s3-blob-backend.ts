// The files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...) when the S3_*
// settings are given (README: Configuration), through the AWS SDK's S3 client. No real bucket is
// reachable here: the test runs it against a stand-in for an S3-compatible service.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Settings } from '../config'
import type { BlobBackend } from './shared-blob-store'

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404)

const isTaken = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'PreconditionFailed' || error.$metadata.httpStatusCode === 412)

export function s3BlobBackend(settings: S3Settings): BlobBackend {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's newer
    // default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  })
  const Bucket = settings.bucket
  const keyOf = (name: string) => `${settings.prefix}${name}`

  const get = async (name: string): Promise<Uint8Array | undefined> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }))
      return answer.Body ? await answer.Body.transformToByteArray() : undefined
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }
  const names = async (): Promise<string[]> => {
    const found: string[] = []
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken: token }),
      )
      for (const item of page.Contents ?? []) {
        if (item.Key) found.push(item.Key.slice(settings.prefix.length))
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return found
  }

  return {
    async putIfAbsent(name, bytes) {
      try {
        // If-None-Match: the bucket refuses to overwrite (S3 and most compatible stores honour it).
        await client.send(
          new PutObjectCommand({ Bucket, Key: keyOf(name), Body: bytes, IfNoneMatch: '*' }),
        )
        return true
      } catch (error) {
        if (isTaken(error)) return false
        throw error
      }
    },
    get,
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }))
    },
    names,
    async holds(wanted) {
      // One listing (a page per 1,000 files), not a request per file: start-up asks this of every
      // copy in the server's folder.
      const stored = new Set(await names())
      return new Set(wanted.filter((name) => stored.has(name)))
    },
  }
}
