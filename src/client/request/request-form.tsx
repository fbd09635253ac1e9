// The request form: the requester's details, the work, up to 5 photos, and a honeypot field that
// people never see. Checked here with the same rules as the server (work-request.ts); the server's
// field errors show under the same fields. In the client hub (mode "hub") the requester is the
// signed-in client: no name, e-mail, phone or honeypot, and it posts to the hub's own route.
import { useId, useState, type FormEvent } from 'react'
import {
  HONEYPOT_FIELD,
  MAX_REQUEST_PHOTOS,
  TOO_MANY_PHOTOS,
  WORK_REQUEST_LIMITS,
  workRequestFieldErrors,
  type WorkRequestPhoto,
  type WorkRequestTextField,
} from '../../domain/client-hub/work-request'
import { Button, describedBy, Field, TextArea, TextInput } from '../ui/controls'
import { HUB_WORK_REQUESTS_URL, sendWorkRequest } from '../lib/client-api'
import { preparePhoto } from './prepare-photo'

type Values = Record<WorkRequestTextField, string>

const BLANK: Values = {
  name: '',
  email: '',
  phone: '',
  service: '',
  address: '',
  preferred_dates: '',
  notes: '',
}

type FieldSpec = {
  name: WorkRequestTextField
  label: string
  hint?: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  multiline?: boolean
  required?: boolean
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Your name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  {
    name: 'service',
    label: 'Service wanted',
    hint: 'For example: deck repair, lawn care, a new fence.',
    required: true,
  },
  { name: 'address', label: 'Address of the work', autoComplete: 'street-address' },
  {
    name: 'preferred_dates',
    label: 'Preferred dates',
    hint: 'For example: any weekday morning in March.',
  },
  { name: 'notes', label: 'Anything else we should know', multiline: true },
]

/** The requester's own details: the hub knows them from the client's record. */
const REQUESTER_FIELDS: readonly WorkRequestTextField[] = ['name', 'email', 'phone']
const HUB_FIELDS = FIELDS.filter((spec) => !REQUESTER_FIELDS.includes(spec.name))

export type RequestFormMode = 'public' | 'hub'

export function RequestForm({
  onSent,
  onClosed,
  onExpired,
  mode = 'public',
}: {
  onSent: () => void
  onClosed: () => void
  /** The hub's session ended (401). */
  onExpired?: () => void
  mode?: RequestFormMode
}) {
  const id = useId()
  const isHub = mode === 'hub'
  const fields = isHub ? HUB_FIELDS : FIELDS
  const [values, setValues] = useState<Values>(BLANK)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [photos, setPhotos] = useState<WorkRequestPhoto[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const fieldId = (name: string) => `${id}-${name}`
  const focusFirstError = (found: Record<string, string>) => {
    const first = [...fields.map((f) => f.name as string), 'photos'].find((name) => found[name])
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  async function addPhotos(files: FileList | null) {
    if (!files || files.length === 0) return
    const room = MAX_REQUEST_PHOTOS - photos.length
    const picked = [...files].slice(0, Math.max(0, room))
    setIsBusy(true)
    const prepared = await Promise.all(picked.map(preparePhoto))
    setIsBusy(false)
    const good = prepared.filter((p): p is WorkRequestPhoto => !('problem' in p))
    const bad = prepared.flatMap((p) => ('problem' in p ? [p.problem] : []))
    if (files.length > room) bad.push(TOO_MANY_PHOTOS)
    setPhotos((current) => [...current, ...good].slice(0, MAX_REQUEST_PHOTOS))
    setErrors(({ photos: _photos, ...rest }) =>
      bad.length ? { ...rest, photos: bad.join('. ') } : rest,
    )
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setProblem(null)
    const found = shownErrors(workRequestFieldErrors(values))
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(found)
      return
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD)
    setIsBusy(true)
    const result = isHub
      ? await sendWorkRequest(
          { ...Object.fromEntries(fields.map((f) => [f.name, values[f.name]])), photos },
          HUB_WORK_REQUESTS_URL,
        )
      : await sendWorkRequest({
          ...values,
          photos,
          ...(typeof honeypot === 'string' && honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
        })
    setIsBusy(false)
    if (result.ok) return onSent()
    if (result.status === 401 && onExpired) return onExpired()
    if (result.status === 404) return onClosed()
    setErrors(result.fields)
    if (Object.keys(result.fields).length > 0) focusFirstError(result.fields)
    setProblem(result.message)
  }

  /** The errors of the fields this form shows (the hub's has no name or e-mail to check). */
  function shownErrors(found: Record<string, string>): Record<string, string> {
    if (!isHub) return found
    return Object.fromEntries(
      Object.entries(found).filter(([name]) => !REQUESTER_FIELDS.some((f) => f === name)),
    )
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="mb-1 text-2xl font-semibold">
        Request work
      </h1>
      <p className="mb-6 text-muted-foreground">
        Tell us what you need and we will get back to you. Fields marked * are required.
      </p>
      {problem && (
        <p role="alert" className="mb-4 rounded-md border border-destructive p-3 text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-5">
        {fields.map((spec) => {
          const error = errors[spec.name]
          const controlId = fieldId(spec.name)
          const common = {
            id: controlId,
            name: spec.name,
            value: values[spec.name],
            maxLength: WORK_REQUEST_LIMITS[spec.name],
            required: spec.required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy(controlId, !!spec.hint, error),
            onChange: (e: { target: { value: string } }) =>
              setValues((v) => ({ ...v, [spec.name]: e.target.value })),
          }
          const label = (
            <>
              {spec.label}
              {spec.required && <span aria-hidden="true"> *</span>}
            </>
          )
          return (
            <Field key={spec.name} id={controlId} label={label} hint={spec.hint} error={error}>
              {spec.multiline ? (
                <TextArea {...common} rows={4} />
              ) : (
                <TextInput
                  {...common}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                />
              )}
            </Field>
          )
        })}

        <Field
          id={fieldId('photos')}
          label={`Photos (up to ${MAX_REQUEST_PHOTOS})`}
          error={errors.photos}
        >
          <TextInput
            id={fieldId('photos')}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif"
            multiple
            className="file:mr-3 file:h-9 file:border-0 file:bg-transparent file:text-sm file:font-medium"
            disabled={photos.length >= MAX_REQUEST_PHOTOS}
            aria-invalid={errors.photos ? true : undefined}
            aria-describedby={describedBy(fieldId('photos'), false, errors.photos)}
            onChange={(e) => {
              void addPhotos(e.target.files)
              e.target.value = ''
            }}
          />
          {photos.length > 0 && (
            <ul className="grid grid-cols-3 gap-2" aria-label="Photos added">
              {photos.map((photo, index) => (
                <li key={`${photo.file_name}-${index}`} className="flex flex-col gap-1">
                  <img
                    src={photo.data_url}
                    alt={photo.file_name}
                    className="aspect-square w-full rounded-md object-cover"
                  />
                  <Button
                    type="button"
                    variant="outline"
                    className="h-9"
                    aria-label={`Remove ${photo.file_name}`}
                    onClick={() => setPhotos((current) => current.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Field>

        {/* The honeypot: off screen, out of the tab order and hidden from screen readers. A person
            never fills it; a robot filling every field does, and its request is dropped. */}
        {!isHub && (
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={fieldId(HONEYPOT_FIELD)}>Website</label>
            <input
              id={fieldId(HONEYPOT_FIELD)}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
        )}

        <Button type="submit" className="h-12 w-full text-base" disabled={isBusy}>
          {isBusy ? 'Sending…' : 'Send request'}
        </Button>
      </div>
    </form>
  )
}
