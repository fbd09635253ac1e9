// New Company and Edit Company: name, primary contact, other contacts, site addresses and notes.
import { LoaderCircle, MapPin, Plus, Search, X } from 'lucide-react'
import { useState } from 'react'
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import {
  createCompanyInput,
  MAX_COMPANY_SITES,
  type Company,
  type CreateCompanyInput,
} from '../../../domain/crm/company'
import type { Person } from '../../../domain/crm/person'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { RecordPickerField } from '../../components/record-picker-field'
import { SEARCH_PAUSE_MS } from '../../components/search-box'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import {
  Field,
  FieldDescription,
  FieldError,
  FieldGroup,
  FieldLabel,
} from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { isApiError } from '../../data/api-error'
import { isNearListEnd, useRecordSearch } from '../../data/use-record-search'
import { useRecordsById } from '../../data/use-records-by-id'
import { showFieldErrors } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useDebouncedCallback } from '../../lib/use-debounced-callback'
import { useCreateCompany, useUpdateCompany } from './company-api'

export type CompanyFormValues = {
  name: string
  /** '' for none */
  primary_contact: string
  contacts: string[]
  sites: { address: string }[]
  notes: string
}

const fieldNames = ['name', 'primary_contact', 'contacts', 'sites', 'notes'] as const

export function companyHref(id: string): string {
  return `/crm/contacts/companies/${id}`
}

function valuesOf(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    primary_contact: company?.primary_contact ?? '',
    contacts: company?.contacts ?? [],
    sites: (company?.sites ?? []).map((address) => ({ address })),
    notes: company?.notes ?? '',
  }
}

function inputOf(values: CompanyFormValues): CreateCompanyInput {
  return {
    name: values.name,
    primary_contact: values.primary_contact || null,
    contacts: values.contacts.filter((id) => id !== values.primary_contact),
    sites: values.sites.map((s) => s.address),
    notes: values.notes,
  }
}

export type CompanyFormDialogProps = {
  /** The company to edit; none to create one. */
  company?: Company
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function CompanyFormDialog({ company, open, onOpenChange }: CompanyFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{company ? 'Edit Company' : 'New Company'}</DialogTitle>
          <DialogDescription>
            {company
              ? `Change ${company.name}'s details, contacts and sites.`
              : 'Add a client business with its contacts and the sites you work at.'}
          </DialogDescription>
        </DialogHeader>
        {open ? <CompanyForm company={company} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function CompanyForm({ company, onDone }: { company: Company | undefined; onDone: () => void }) {
  const navigate = useNavigate()
  const create = useCreateCompany()
  const update = useUpdateCompany(company?.id ?? '')
  const form = useForm<CompanyFormValues>({ defaultValues: valuesOf(company) })
  const sites = useFieldArray({ control: form.control, name: 'sites' })
  const { errors } = form.formState
  const isSaving = create.isPending || update.isPending

  function onSubmit(values: CompanyFormValues) {
    const input = inputOf(values)
    const parsed = createCompanyInput.safeParse(input)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      showFieldErrors(form, fields, fieldNames)
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    const onError = (error: Error) => {
      if (isApiError(error) && error.fields) showFieldErrors(form, error.fields, fieldNames)
      toastError('Error', error.message)
    }
    if (company) {
      update.mutate(
        { ...input, version: company.version },
        {
          onSuccess: (saved) => {
            toastSuccess('Company updated', `${saved.name} was saved`)
            onDone()
          },
          onError,
        },
      )
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          toastSuccess('Company created', `${saved.name} was added`)
          onDone()
          void navigate(companyHref(saved.id))
        },
        onError,
      })
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={company ? 'Edit company' : 'New company'}
    >
      <FieldGroup>
        <Field invalid={!!errors.name}>
          <FieldLabel htmlFor="company-name">Name</FieldLabel>
          <Input
            id="company-name"
            autoComplete="organization"
            required
            aria-invalid={!!errors.name}
            aria-describedby={errors.name ? 'company-name-error' : undefined}
            {...form.register('name')}
          />
          <FieldError id="company-name-error">{errors.name?.message}</FieldError>
        </Field>
        <RecordPickerField<CompanyFormValues, Person>
          form={form}
          name="primary_contact"
          id="company-primary"
          label="Primary contact"
          collection="persons"
          getLabel={(person) => person.name}
          placeholder="No primary contact"
          noneLabel="No primary contact"
          searchLabel="Search persons"
        />
        <ContactsPicker form={form} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">Sites</legend>
          {sites.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sites yet.</p>
          ) : null}
          {sites.fields.map((field, index) => (
            <div key={field.id} className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <Input
                aria-label={`Site ${index + 1} address`}
                placeholder="Street, city"
                autoComplete="off"
                aria-invalid={!!errors.sites?.[index]?.address}
                {...form.register(`sites.${index}.address`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-11 shrink-0 sm:size-9"
                aria-label={`Remove site ${index + 1}`}
                onClick={() => sites.remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          ))}
          <FieldError>{errors.sites?.message ?? errors.sites?.root?.message}</FieldError>
          <Button
            type="button"
            variant="outline"
            className="min-h-11 w-fit sm:min-h-9"
            disabled={sites.fields.length >= MAX_COMPANY_SITES}
            onClick={() => sites.append({ address: '' }, { shouldFocus: true })}
          >
            <Plus aria-hidden="true" />
            Add Site
          </Button>
        </fieldset>
        <Field invalid={!!errors.notes}>
          <FieldLabel htmlFor="company-notes">Notes</FieldLabel>
          <Textarea
            id="company-notes"
            rows={3}
            aria-invalid={!!errors.notes}
            {...form.register('notes')}
          />
          <FieldError>{errors.notes?.message}</FieldError>
        </Field>
      </FieldGroup>
      <DialogFooter className="pt-6">
        <Button type="button" variant="outline" className="min-h-11 sm:min-h-9" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-11 sm:min-h-9" disabled={isSaving}>
          {isSaving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {isSaving ? 'Saving…' : company ? 'Save Changes' : 'Create Company'}
        </Button>
      </DialogFooter>
    </form>
  )
}

/**
 * Other people at the company: a list of check boxes that searches the persons on the server as you
 * type and loads more as it scrolls; the people already picked come first.
 */
function ContactsPicker({ form }: { form: UseFormReturn<CompanyFormValues> }) {
  const [filter, setFilter] = useState('')
  const [search, setSearch] = useState('')
  const startSearch = useDebouncedCallback(
    (next: string) => setSearch(next.trim()),
    SEARCH_PAUSE_MS,
  )
  const selected = useWatch({ control: form.control, name: 'contacts' })
  const primary = useWatch({ control: form.control, name: 'primary_contact' })
  const results = useRecordSearch<Person>('persons', { q: search, sort: 'name' })
  const picked = useRecordsById<Person>('persons', selected)
  const text = search.toLowerCase()
  // The people already picked come first, so they are in view when the list opens.
  const pickedShown = selected
    .map((id) => picked.get(id))
    .filter((p): p is Person => !!p && (!text || p.name.toLowerCase().includes(text)))
  const shown = [...pickedShown, ...results.items.filter((p) => !selected.includes(p.id))].filter(
    (p) => p.id !== primary,
  )
  const count = selected.filter((id) => id !== primary).length

  function toggle(id: string, isOn: boolean) {
    const next = isOn ? [...selected, id] : selected.filter((x) => x !== id)
    form.setValue('contacts', next, { shouldDirty: true })
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Other contacts</legend>
      <FieldDescription id="company-contacts-hint">
        {count === 0 ? 'Nobody else selected.' : `${count} selected.`}
      </FieldDescription>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Find a person"
          placeholder="Find a person"
          className="pl-9"
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value)
            startSearch(event.currentTarget.value)
          }}
        />
      </div>
      <ul
        className="max-h-48 overflow-y-auto rounded-md border"
        aria-describedby="company-contacts-hint"
        onScroll={(event) => {
          if (isNearListEnd(event.currentTarget)) results.loadMore()
        }}
      >
        {shown.length === 0 ? (
          <li className="px-3 py-2 text-sm text-muted-foreground">
            {results.isPending ? 'Loading persons…' : 'No one matches.'}
          </li>
        ) : (
          shown.map((person) => (
            <li key={person.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm hover:bg-accent sm:min-h-9">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={selected.includes(person.id)}
                  onChange={(event) => toggle(person.id, event.currentTarget.checked)}
                />
                <span className="truncate">{person.name}</span>
              </label>
            </li>
          ))
        )}
      </ul>
    </fieldset>
  )
}
