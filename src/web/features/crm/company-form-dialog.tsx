// New Company and Edit Company: name, website, primary contact, other contacts, site addresses and
// notes.
import { zodResolver } from '@hookform/resolvers/zod'
import { MapPin, Plus, Search, X } from 'lucide-react'
import { useState } from 'react'
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { MAX_COMPANY_SITES, type Company } from '../../../domain/crm/company'
import type { Person } from '../../../domain/crm/person'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { PersonPickerField } from '../../components/person-picker-field'
import { SEARCH_PAUSE_MS } from '../../components/search-box'
import { Button } from '../../components/ui/button'
import { FieldDescription, FieldError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { isNearListEnd, useRecordSearch } from '../../data/use-record-search'
import { useRecordsById } from '../../data/use-records-by-id'
import { firstErrorMessage, toastSaveError } from '../../lib/form-errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { useDebouncedCallback } from '../../lib/use-debounced-callback'
import { useCreateCompany, useUpdateCompany } from './company-api'
import {
  companyFieldNames,
  companyFormSchema,
  companyFormValues,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './company-form-values'
import type { OverlayProps } from '../../components/overlay-props'

export function companyHref(id: string): string {
  return `/crm/contacts/companies/${id}`
}

export type CompanyFormDialogProps = OverlayProps & {
  /** The company to edit; none to create one. */
  company?: Company
}

export function CompanyFormDialog({ company, ...dialog }: CompanyFormDialogProps) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-2xl">
      {(close) => <CompanyForm company={company} onDone={close} />}
    </FreshFormDialog>
  )
}

function CompanyForm({ company, onDone }: { company: Company | undefined; onDone: () => void }) {
  const navigate = useNavigate()
  const create = useCreateCompany()
  const update = useUpdateCompany(company?.id ?? '')
  const form = useForm({
    defaultValues: companyFormValues(company),
    resolver: zodResolver(companyFormSchema),
  })
  const sites = useFieldArray({ control: form.control, name: 'sites' })
  const { errors } = form.formState
  const sitesMessage =
    errors.sites?.message ??
    errors.sites?.root?.message ??
    sites.fields.map((_, index) => errors.sites?.[index]?.message).find(Boolean)

  function onSubmit(input: CompanyFormOutput) {
    const onError = toastSaveError(form, companyFieldNames)
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
    <FormDialogBody
      title={company ? 'Edit Company' : 'New Company'}
      description={
        company
          ? `Change ${company.name}'s details, contacts and sites.`
          : 'Add a client business with its contacts and the sites you work at.'
      }
      formLabel={company ? 'Edit company' : 'New company'}
      submitLabel={company ? 'Save Changes' : 'Create Company'}
      savingLabel="Saving…"
      isSaving={create.isPending || update.isPending}
      onCancel={onDone}
      onSubmit={form.handleSubmit(onSubmit, (refused) =>
        toastError(
          'Error',
          firstErrorMessage(refused, companyFieldNames) ?? sitesMessage ?? 'Please check the form',
        ),
      )}
    >
      <FormField form={form} name="name" id="company-name" label="Name">
        {(control) => <Input autoComplete="organization" required {...control} />}
      </FormField>
      <FormField form={form} name="website" id="company-website" label="Website">
        {(control) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="example.com"
            {...control}
          />
        )}
      </FormField>
      <PersonPickerField
        form={form}
        name="primary_contact"
        id="company-primary"
        label="Primary contact"
        placeholder="No primary contact"
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
              aria-invalid={!!errors.sites?.[index]}
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
        <FieldError>{sitesMessage}</FieldError>
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
      <FormField form={form} name="notes" id="company-notes" label="Notes">
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
    </FormDialogBody>
  )
}

/**
 * Other people at the company: a list of check boxes that searches the persons on the server as you
 * type and loads more as it scrolls; the people already picked come first.
 */
function ContactsPicker({
  form,
}: {
  form: UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>
}) {
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
