// Settings > Business / Branding: the business name shown in the app and the brand colour of its
// buttons and highlights, and what the PDF estimates and invoices print (contact details, logo,
// payment instructions, paper size, time zone), saved for the whole workspace.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Check, ImageUp, LoaderCircle, Sprout, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  BRANDING_SAVED,
  DEFAULT_BRANDING,
  patchBrandingInput,
  type BrandingAnswer,
} from '../../../domain/settings/branding'
import { PAPER_SIZES } from '../../../domain/settings/branding-defaults'
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE } from '../../../domain/settings/logo'
import { Select } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { FormField } from '../../components/form-field'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Skeleton } from '../../components/ui/skeleton'
import { TimeZoneInput } from '../../components/time-zone-input'
import { brandingQuery } from '../../data/branding'
import { readableTextOn } from '../../lib/brand-colors'
import { cn } from '../../lib/cn'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { brandingLogoQuery, useSaveBranding } from './api'
import { BillingSettingsSection } from './billing-settings-section'
import { RequestFormSection } from './request-form-section'

const swatches = [
  '#2f6b3a',
  '#15803d',
  '#0f766e',
  '#1d4ed8',
  '#4338ca',
  '#7c3aed',
  '#be123c',
  '#c2410c',
  '#a16207',
  '#334155',
]

const brandingFieldNames = [
  'business_name',
  'brand_color',
  'business_email',
  'business_phone',
  'business_address',
  'payment_instructions',
  'paper_size',
  'time_zone',
  'logo',
] as const
/** The form sends every field; the logo only when it was changed (a new one, or null to remove). */
const brandingFormSchema = patchBrandingInput.required().partial({ logo: true })
type BrandingFormValues = z.input<typeof brandingFormSchema>

const { logo: _noLogo, ...defaultFields } = DEFAULT_BRANDING

const formValuesOf = ({ has_logo: _hasLogo, ...fields }: BrandingAnswer): BrandingFormValues => ({
  ...fields,
  logo: undefined,
})

function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

const isHex = (v: string) => /^#[0-9a-fA-F]{6}$/.test(v.trim())

function BrandPreview({ name, color }: { name: string; color: string }) {
  const safe = isHex(color) ? color : DEFAULT_BRANDING.brand_color
  const text = readableTextOn(safe.toLowerCase())
  return (
    <div aria-hidden="true" className="flex flex-col gap-4 rounded-xl border bg-background p-4">
      <div className="flex items-center gap-2.5">
        <span
          className="flex size-8 items-center justify-center rounded-lg shadow-sm"
          style={{ background: safe, color: text }}
        >
          <Sprout className="size-[18px]" />
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-[15px] font-semibold">
            {name.trim() || DEFAULT_BRANDING.business_name}
          </span>
          <span className="text-[11px] text-muted-foreground">Operations CRM</span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="inline-flex h-9 items-center rounded-md px-4 text-sm font-medium shadow-xs"
          style={{ background: safe, color: text }}
        >
          Create Job
        </span>
        <span
          className="inline-flex h-7 items-center rounded-md px-2.5 text-xs font-medium"
          style={{
            background: `color-mix(in oklch, ${safe} 14%, white)`,
            color: `color-mix(in oklch, ${safe} 70%, black)`,
          }}
        >
          Dashboard
        </span>
      </div>
    </div>
  )
}

function LogoField({
  form,
  hasSavedLogo,
}: {
  form: ReturnType<typeof useForm<BrandingFormValues, unknown, z.output<typeof brandingFormSchema>>>
  hasSavedLogo: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const logo = useWatch({ control: form.control, name: 'logo' })
  const saved = useQuery({ ...brandingLogoQuery(), enabled: hasSavedLogo && logo === undefined })
  const shown = logo === undefined ? (saved.data?.logo ?? null) : logo
  const message = form.formState.errors.logo?.message

  async function pickFile(file: File | undefined) {
    if (!file) return
    if (file.size > LOGO_MAX_BYTES) {
      form.setError('logo', { message: LOGO_SIZE_MESSAGE })
      return
    }
    form.clearErrors('logo')
    form.setValue('logo', await readFileAsDataUrl(file), { shouldDirty: true })
  }

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby="branding-logo-label">
      <span id="branding-logo-label" className="text-sm font-medium">
        Logo
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-32 items-center justify-center overflow-hidden rounded-md border bg-card p-1">
          {shown ? (
            <img src={shown} alt="Business logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <input
          ref={input}
          id="branding-logo"
          aria-labelledby="branding-logo-label"
          type="file"
          accept="image/png,image/jpeg,image/svg+xml"
          className="sr-only"
          aria-invalid={!!message}
          aria-describedby={message ? 'branding-logo-error' : 'branding-logo-hint'}
          onChange={(event) => {
            void pickFile(event.currentTarget.files?.[0])
            event.currentTarget.value = ''
          }}
        />
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-9"
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          Upload logo
        </Button>
        {shown ? (
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 sm:min-h-9"
            onClick={() => form.setValue('logo', null, { shouldDirty: true })}
          >
            <Trash2 aria-hidden="true" />
            Remove logo
          </Button>
        ) : null}
      </div>
      <p id="branding-logo-hint" className="text-sm text-muted-foreground">
        PNG, JPEG or SVG, at most 1 MB. Printed on estimates and invoices.
      </p>
      {message ? (
        <p id="branding-logo-error" role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  )
}

function BrandingForm({ initial }: { initial: BrandingAnswer }) {
  const save = useSaveBranding()
  const form = useForm<BrandingFormValues, unknown, z.output<typeof brandingFormSchema>>({
    defaultValues: formValuesOf(initial),
    resolver: zodResolver(brandingFormSchema),
  })
  const { isDirty } = form.formState
  const [name, color] = useWatch({ control: form.control, name: ['business_name', 'brand_color'] })

  function onSubmit(patch: z.output<typeof brandingFormSchema>) {
    save.mutate(patch, {
      onSuccess: (saved) => {
        form.reset(formValuesOf(saved))
        toastSuccess(BRANDING_SAVED.title, BRANDING_SAVED.description)
      },
      onError: toastSaveError(form, brandingFieldNames),
    })
  }

  const pick = (hex: string) =>
    form.setValue('brand_color', hex, { shouldDirty: true, shouldValidate: false })

  return (
    <form
      noValidate
      aria-label="Branding"
      onSubmit={form.handleSubmit(onSubmit, toastRefusedForm(brandingFieldNames))}
      className="grid gap-6 md:grid-cols-[1fr_18rem]"
    >
      <FieldGroup>
        <FormField
          form={form}
          name="business_name"
          id="branding-name"
          label="Business name"
          description="Shown in the sidebar and the menu."
        >
          {(control) => <Input autoComplete="organization" maxLength={80} {...control} />}
        </FormField>
        <FormField
          form={form}
          name="brand_color"
          id="branding-color"
          label="Brand colour"
          description="A hex colour such as #2f6b3a, used for buttons and highlights."
        >
          {(control) => (
            <>
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label="Pick a brand colour"
                  value={isHex(color) ? color.toLowerCase() : DEFAULT_BRANDING.brand_color}
                  onChange={(event) => pick(event.currentTarget.value)}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 md:h-9"
                />
                <Input
                  spellCheck={false}
                  autoCapitalize="off"
                  className="max-w-36 font-mono"
                  {...control}
                />
              </div>
              <div role="group" aria-label="Suggested colours" className="flex flex-wrap gap-2">
                {swatches.map((hex) => {
                  const isCurrent = color.trim().toLowerCase() === hex
                  return (
                    <button
                      key={hex}
                      type="button"
                      onClick={() => pick(hex)}
                      aria-label={`Use ${hex}`}
                      aria-pressed={isCurrent}
                      className={cn(
                        'flex size-11 cursor-pointer items-center justify-center rounded-full border-2 border-transparent outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:size-8',
                        isCurrent && 'border-foreground/60',
                      )}
                    >
                      <span
                        className="flex size-8 items-center justify-center rounded-full md:size-6"
                        style={{ background: hex, color: readableTextOn(hex) }}
                      >
                        {isCurrent ? <Check aria-hidden="true" className="size-3.5" /> : null}
                      </span>
                    </button>
                  )
                })}
              </div>
            </>
          )}
        </FormField>
        <FormField
          form={form}
          name="business_email"
          id="branding-email"
          label="Business e-mail"
          description="Printed on estimates and invoices."
        >
          {(control) => <Input type="email" autoComplete="email" {...control} />}
        </FormField>
        <FormField form={form} name="business_phone" id="branding-phone" label="Phone">
          {(control) => <Input type="tel" autoComplete="tel" maxLength={40} {...control} />}
        </FormField>
        <FormField form={form} name="business_address" id="branding-address" label="Street address">
          {(control) => <Textarea rows={3} autoComplete="street-address" {...control} />}
        </FormField>
        <FormField
          form={form}
          name="payment_instructions"
          id="branding-payment"
          label="Payment instructions"
          description="Printed on invoices, e.g. bank details or where to pay."
        >
          {(control) => <Textarea rows={4} {...control} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="paper_size" id="branding-paper" label="Paper size">
            {(control) => (
              <Select {...control}>
                {PAPER_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size === 'Letter' ? 'US Letter' : size}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            form={form}
            name="time_zone"
            id="branding-zone"
            label="Time zone"
            description="The business's day for documents and schedules."
          >
            {(control) => <TimeZoneInput listId="branding-zones" {...control} />}
          </FormField>
        </div>
        <LogoField form={form} hasSavedLogo={initial.has_logo} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            disabled={save.isPending || !isDirty}
            className="min-h-11 sm:min-h-9"
          >
            {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Save Branding
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-11 sm:min-h-9"
            onClick={() =>
              form.reset(
                { ...defaultFields, time_zone: initial.time_zone, logo: undefined },
                { keepDefaultValues: true },
              )
            }
          >
            Use defaults
          </Button>
        </div>
      </FieldGroup>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Preview</p>
        <BrandPreview name={name} color={color} />
      </div>
    </form>
  )
}

export function BrandingPage() {
  const query = useQuery(brandingQuery())
  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="Business / Branding"
        description="How your business appears in the app and on its estimates and invoices."
      />
      <Card>
        <CardHeader>
          <CardTitle>Branding</CardTitle>
          <CardDescription>
            Changes apply for everyone in this workspace once saved.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.data ? (
            <BrandingForm initial={query.data} />
          ) : query.isError ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <div className="flex flex-col gap-4" aria-busy="true">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-48" />
            </div>
          )}
        </CardContent>
      </Card>
      <div className="mt-6">
        <BillingSettingsSection />
      </div>
      <div className="mt-6">
        <RequestFormSection />
      </div>
    </Page>
  )
}
