// The browser camera (getUserMedia) for taking a photo or recording a short video. Where there is
// no camera, no permission or no secure context, `status` says so and the caller offers a file
// picker instead (SPEC: Media Capture falls back to choosing a file).
import { useCallback, useEffect, useRef, useState } from 'react'

export type CameraStatus = 'idle' | 'starting' | 'live' | 'recording' | 'denied' | 'unavailable'

/** Recording bit rate: about 1 Mbit/s keeps a clip of a few seconds within the upload limit. */
export const VIDEO_BITS_PER_SECOND = 1_000_000

export function isCameraSupported(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  )
}

export function isRecordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined'
}

/** How long a clip may run so it stays under `limitBytes` (with a little room for the container). */
export function maxRecordingSeconds(limitBytes: number): number {
  return Math.max(3, Math.floor(((limitBytes * 8) / VIDEO_BITS_PER_SECOND) * 0.85))
}

export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null)
  const streamRef = useRef<MediaStream | null>(null)
  const recorderRef = useRef<MediaRecorder | null>(null)
  const [status, setStatus] = useState<CameraStatus>(isCameraSupported() ? 'idle' : 'unavailable')

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop()
    recorderRef.current = null
    streamRef.current?.getTracks().forEach((track) => track.stop())
    streamRef.current = null
    if (videoRef.current) videoRef.current.srcObject = null
    setStatus((s) => (s === 'denied' || s === 'unavailable' ? s : 'idle'))
  }, [])

  useEffect(() => stop, [stop])

  const start = useCallback(async (withAudio = false): Promise<boolean> => {
    if (!isCameraSupported()) {
      setStatus('unavailable')
      return false
    }
    setStatus('starting')
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
        audio: withAudio,
      })
      streamRef.current = stream
      const video = videoRef.current
      if (video) {
        video.srcObject = stream
        await video.play().catch(() => undefined)
      }
      setStatus('live')
      return true
    } catch (error) {
      const name = error instanceof DOMException ? error.name : ''
      setStatus(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable')
      return false
    }
  }, [])

  /** The current frame as a JPEG. */
  const snapshot = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current
    if (!video || !video.videoWidth) return null
    const canvas = document.createElement('canvas')
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    canvas.getContext('2d')?.drawImage(video, 0, 0)
    return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.92))
  }, [])

  /** Records until `stopRecording` is called or `maxSeconds` pass; resolves with the clip. */
  const record = useCallback((maxSeconds: number): Promise<Blob | null> => {
    const stream = streamRef.current
    if (!stream || !isRecordingSupported()) return Promise.resolve(null)
    const mimeType = ['video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'].find((t) =>
      MediaRecorder.isTypeSupported(t),
    )
    const recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
      audioBitsPerSecond: 64_000,
    })
    recorderRef.current = recorder
    const chunks: Blob[] = []
    setStatus('recording')
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => recorder.state === 'recording' && recorder.stop(),
        maxSeconds * 1000,
      )
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data)
      }
      recorder.onstop = () => {
        clearTimeout(timer)
        setStatus((s) => (s === 'recording' ? 'live' : s))
        resolve(
          chunks.length ? new Blob(chunks, { type: recorder.mimeType || 'video/webm' }) : null,
        )
      }
      recorder.start(250)
    })
  }, [])

  const stopRecording = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop()
  }, [])

  return { videoRef, status, start, stop, snapshot, record, stopRecording }
}
