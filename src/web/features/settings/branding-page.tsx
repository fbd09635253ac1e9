// Settings > Business / Branding: the business name shown in the app and the brand colour of its
// buttons and highlights, saved for the whole workspace.
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Check, LoaderCircle, Sprout } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  BRANDING_SAVED,
  DEFAULT_BRANDING,
  patchBrandingInput,
  type Branding,
} from '../../../domain/settings/branding'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { QueryError } from '../../components/query-error'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { FormField } from '../../components/form-field'
import { FieldGroup } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Skeleton } from '../../components/ui/skeleton'
import { brandingQuery } from '../../data/branding'
import { readableTextOn } from '../../lib/brand-colors'
import { cn } from '../../lib/cn'
import { toastRefusedForm, toastSaveError } from '../../lib/form-errors'
import { toastSuccess } from '../../lib/toast'
import { useSaveBranding } from './api'

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

const brandingFieldNames = ['business_name', 'brand_color'] as const
/** The form sends both fields: the patch schema with neither left out. */
const brandingFormSchema = patchBrandingInput.required()

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

function BrandingForm({ initial }: { initial: Branding }) {
  const save = useSaveBranding()
  const form = useForm({
    defaultValues: initial,
    resolver: zodResolver(brandingFormSchema),
  })
  const { isDirty } = form.formState
  const [name, color] = useWatch({ control: form.control, name: ['business_name', 'brand_color'] })

  function onSubmit(patch: z.output<typeof brandingFormSchema>) {
    save.mutate(patch, {
      onSuccess: (saved) => {
        form.reset(saved)
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
            onClick={() => form.reset(DEFAULT_BRANDING, { keepDefaultValues: true })}
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
      <PageHeader title="Business / Branding" description="How your business appears in the app." />
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
    </Page>
  )
}
