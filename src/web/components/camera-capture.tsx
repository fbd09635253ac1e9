// Taking a photo or a short video: a live camera preview with Capture and Cancel where the browser
// has a camera, and always a way to choose a file from the device instead.
import { Camera, CameraOff, Circle, ImageUp, Square, Video } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import { uploadLimitBytes } from '../lib/image-file'
import { isRecordingSupported, maxRecordingSeconds, useCamera } from '../lib/use-camera'
import { Button } from './ui/button'

export type CaptureMode = 'photo' | 'video'

export type CameraCaptureProps = {
  mode: CaptureMode
  /** A photo or clip is ready (from the camera or a chosen file). */
  onCapture: (file: Blob, fileName?: string) => void
  /** Cancel with the camera off: the caller may close or reset. */
  onCancel?: () => void
  /**
   * 'always' shows Cancel next to Capture (Media Capture); 'while-live' shows 'Stop camera' only
   * while the camera runs, for a surrounding dialog that has its own Cancel.
   */
  cancelButton?: 'always' | 'while-live'
  className?: string
}

const statusText = {
  idle: 'Press Capture to start the camera, or choose a file.',
  starting: 'Starting the camera…',
  denied: 'Camera access was blocked. Allow it in the browser, or choose a file.',
  unavailable: 'No camera here. Choose a file from this device instead.',
} as const

export function CameraCapture({
  mode,
  onCapture,
  onCancel,
  cancelButton = 'always',
  className,
}: CameraCaptureProps) {
  const { videoRef, status, start, stop, snapshot, record, stopRecording } = useCamera()
  const fileRef = useRef<HTMLInputElement>(null)
  const fileId = useId()
  const [recordingStartedAt, setRecordingStartedAt] = useState(0)
  const [now, setNow] = useState(0)
  const isLive = status === 'live' || status === 'recording'
  const isRecording = status === 'recording'
  const seconds = Math.max(0, Math.floor((now - recordingStartedAt) / 1000))
  const canRecord = mode === 'photo' || isRecordingSupported()
  const maxSeconds = maxRecordingSeconds(uploadLimitBytes)
  const showCancel = cancelButton === 'always' || isLive

  useEffect(() => {
    if (!isRecording) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [isRecording])

  // Switching between photo and video: start over with the camera off.
  useEffect(() => stop, [mode, stop])

  async function capture() {
    if (!isLive) {
      const started = await start(mode === 'video')
      if (!started) fileRef.current?.click()
      return
    }
    if (mode === 'photo') {
      const blob = await snapshot()
      if (blob) {
        stop()
        onCapture(blob, `photo-${Date.now()}.jpg`)
      }
      return
    }
    if (isRecording) {
      stopRecording()
      return
    }
    setRecordingStartedAt(Date.now())
    setNow(Date.now())
    const clip = await record(maxSeconds)
    stop()
    if (clip) onCapture(clip, `video-${Date.now()}.webm`)
  }

  function cancel() {
    if (isLive) stop()
    else onCancel?.()
  }

  const captureLabel = !isLive
    ? 'Capture'
    : mode === 'photo'
      ? 'Capture'
      : isRecording
        ? 'Stop'
        : 'Record'
  const CaptureIcon = mode === 'photo' ? Camera : isRecording ? Square : isLive ? Circle : Video

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl border bg-muted">
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label="Camera preview"
          className={cn('size-full object-cover', !isLive && 'hidden')}
        />
        {!isLive ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-sm text-muted-foreground">
            {status === 'denied' || status === 'unavailable' ? (
              <CameraOff aria-hidden="true" className="size-10" />
            ) : mode === 'photo' ? (
              <Camera aria-hidden="true" className="size-10" />
            ) : (
              <Video aria-hidden="true" className="size-10" />
            )}
            <p role="status">{statusText[status as keyof typeof statusText] ?? ''}</p>
          </div>
        ) : null}
        {isRecording ? (
          <span className="absolute top-3 left-3 flex items-center gap-1.5 rounded-full bg-destructive px-2.5 py-1 text-xs font-semibold text-white">
            <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden="true" />
            {`0:${String(seconds).padStart(2, '0')} / 0:${String(maxSeconds).padStart(2, '0')}`}
          </span>
        ) : null}
      </div>
      <div
        className={cn(
          'grid gap-2 sm:flex sm:flex-wrap',
          showCancel ? 'grid-cols-2' : 'grid-cols-1',
        )}
      >
        <Button
          type="button"
          size="lg"
          onClick={() => void capture()}
          disabled={status === 'starting' || !canRecord}
          variant={isRecording ? 'destructive' : 'default'}
          className="min-h-11"
        >
          <CaptureIcon aria-hidden="true" />
          {captureLabel}
        </Button>
        {showCancel ? (
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={cancel}
            disabled={!isLive && !onCancel}
            className="min-h-11"
          >
            {cancelButton === 'always' ? 'Cancel' : 'Stop camera'}
          </Button>
        ) : null}
        <Button
          type="button"
          size="lg"
          variant="secondary"
          onClick={() => fileRef.current?.click()}
          className={cn('min-h-11', showCancel && 'col-span-2 sm:col-span-1')}
        >
          <ImageUp aria-hidden="true" />
          Choose from device
        </Button>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept={mode === 'photo' ? 'image/*' : 'video/*'}
          aria-label={mode === 'photo' ? 'Photo file' : 'Video file'}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) {
              stop()
              onCapture(file, file.name)
            }
          }}
        />
      </div>
    </div>
  )
}
