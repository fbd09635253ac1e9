// Shows a photo or video the user just took or chose, before it is uploaded.
import { cn } from '../lib/cn'
import { useObjectUrl } from '../lib/object-url'

export function BlobPreview({
  blob,
  alt,
  className,
}: {
  blob: Blob
  alt: string
  className?: string
}) {
  const url = useObjectUrl(blob)
  return blob.type.startsWith('video/') ? (
    <video src={url} controls playsInline className={cn('bg-black', className)} aria-label={alt} />
  ) : (
    <img src={url} alt={alt} className={cn('bg-muted object-contain', className)} />
  )
}
