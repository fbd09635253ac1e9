// The browser's speech features for the AI screen, in US English (SPEC: voice input and spoken
// replies): recognition where the browser has it (Chrome's webkitSpeechRecognition), synthesis
// through speechSynthesis. Where either is missing the screen says so instead of failing.
import { useCallback, useEffect, useRef, useState } from 'react'

export const SPEECH_LANG = 'en-US'

type RecognitionResult = { isFinal: boolean; 0: { transcript: string } }
type RecognitionEvent = { resultIndex: number; results: ArrayLike<RecognitionResult> }
type Recognition = {
  lang: string
  interimResults: boolean
  continuous: boolean
  start(): void
  stop(): void
  abort(): void
  onresult: ((event: RecognitionEvent) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
}
type RecognitionConstructor = new () => Recognition

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const w = window as unknown as Record<string, RecognitionConstructor | undefined>
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null
}

export function isSpeechRecognitionSupported(): boolean {
  return recognitionConstructor() !== null
}

export function isSpeechSynthesisSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  )
}

const errorText: Record<string, string> = {
  'not-allowed': 'Microphone access was blocked. Allow it in the browser to talk to the assistant.',
  'service-not-allowed': 'Voice input is not available in this browser.',
  'no-speech': 'No speech was heard. Try again.',
  'audio-capture': 'No microphone was found.',
  network: 'Voice input needs a network connection.',
}

/** Listens once; the final transcript goes to `onFinal`. */
export function useSpeechRecognition(onFinal: (text: string) => void) {
  const [isListening, setListening] = useState(false)
  const [interim, setInterim] = useState('')
  const [error, setError] = useState<string | null>(null)
  const recognitionRef = useRef<Recognition | null>(null)
  const onFinalRef = useRef(onFinal)
  useEffect(() => {
    onFinalRef.current = onFinal
  })
  useEffect(() => () => recognitionRef.current?.abort(), [])

  const start = useCallback(() => {
    const Ctor = recognitionConstructor()
    if (!Ctor || recognitionRef.current) return
    const recognition = new Ctor()
    recognition.lang = SPEECH_LANG
    recognition.interimResults = true
    recognition.continuous = false
    recognition.onresult = (event) => {
      let partial = ''
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]
        if (!result) continue
        if (result.isFinal) onFinalRef.current(result[0].transcript.trim())
        else partial += result[0].transcript
      }
      setInterim(partial)
    }
    recognition.onerror = (event) => setError(errorText[event.error] ?? 'Voice input stopped.')
    recognition.onend = () => {
      recognitionRef.current = null
      setListening(false)
      setInterim('')
    }
    setError(null)
    try {
      recognition.start()
      recognitionRef.current = recognition
      setListening(true)
    } catch {
      setError('Voice input could not start.')
    }
  }, [])

  const stop = useCallback(() => recognitionRef.current?.stop(), [])

  return { isSupported: isSpeechRecognitionSupported(), isListening, interim, error, start, stop }
}

/** Reads `text` aloud in US English, replacing anything still being read. */
export function speak(text: string): void {
  if (!isSpeechSynthesisSupported() || !text.trim()) return
  const utterance = new SpeechSynthesisUtterance(text.replace(/•/g, ''))
  utterance.lang = SPEECH_LANG
  const voice = window.speechSynthesis.getVoices().find((v) => v.lang === SPEECH_LANG)
  if (voice) utterance.voice = voice
  window.speechSynthesis.cancel()
  window.speechSynthesis.speak(utterance)
}

export function stopSpeaking(): void {
  if (isSpeechSynthesisSupported()) window.speechSynthesis.cancel()
}
