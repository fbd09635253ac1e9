import { useQuery } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { ESTIMATE_CREATED, SELECT_CLIENT_MESSAGE } from '../../../domain/sales/estimate'
import {
  cleanPrice,
  cleanQty,
  estimateTotals,
  keepLineItems,
} from '../../../domain/sales/estimate-totals'
import { BackLink } from '../../components/back-link'
import { Page } from '../../components/layout/page'
import { PageHeader } from '../../components/layout/page-header'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Select } from '../../components/ui/select'
import { Separator } from '../../components/ui/separator'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateEstimate } from './estimate-api'
import { ESTIMATES_HREF, estimateHref } from './estimate-links'
import { EstimateTotalsBox } from './estimate-totals-box'
import { LineItemsEditor, NEW_ROW, type EstimateFormValues } from './line-items-editor'
import { salesPeopleQueries } from './people-api'

export function EstimateNewPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const clients = useQuery(salesPeopleQueries.clients())
  const create = useCreateEstimate()
  const form = useForm<EstimateFormValues>({
    defaultValues: {
      // A person's page can start an estimate for them (?client=id).
      client_person_id: searchParams.get('client') ?? '',
      line_items: [{ ...NEW_ROW }],
    },
  })
  const { errors } = form.formState
  const rows = useWatch({ control: form.control, name: 'line_items' })
  // The totals of what will be saved: rows without a description or a price are left out.
  const { subtotal, total } = estimateTotals(
    keepLineItems(
      rows.map((row) => ({ desc: row.desc, qty: cleanQty(row.qty), price: cleanPrice(row.price) })),
    ),
  )

  function onSubmit(values: EstimateFormValues) {
    if (!values.client_person_id) {
      form.setError('client_person_id', { message: SELECT_CLIENT_MESSAGE }, { shouldFocus: true })
      toastError('Error', SELECT_CLIENT_MESSAGE)
      return
    }
    create.mutate(
      { client_person_id: values.client_person_id, line_items: values.line_items },
      {
        onSuccess: (estimate) => {
          toastSuccess(ESTIMATE_CREATED.title, ESTIMATE_CREATED.description)
          void navigate(estimateHref(estimate.id))
        },
        onError: (error) => toastError('Error', error.message),
      },
    )
  }

  return (
    <Page className="max-w-4xl">
      <BackLink to={ESTIMATES_HREF}>Back</BackLink>
      <PageHeader title="Create Estimate" description="Price the work for a client." />
      <Card>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="New estimate">
            <FieldGroup>
              <Field invalid={!!errors.client_person_id} className="max-w-md">
                <FieldLabel htmlFor="estimate-client">Client</FieldLabel>
                <Select
                  key={clients.isPending ? 'loading' : 'ready'}
                  id="estimate-client"
                  disabled={clients.isPending}
                  aria-invalid={!!errors.client_person_id}
                  aria-describedby={errors.client_person_id ? 'estimate-client-error' : undefined}
                  {...form.register('client_person_id')}
                >
                  <option value="">Select a client...</option>
                  {clients.data?.items.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </Select>
                <FieldError id="estimate-client-error">
                  {errors.client_person_id?.message}
                </FieldError>
              </Field>
              <LineItemsEditor form={form} />
              <Separator />
              <EstimateTotalsBox subtotal={subtotal} total={total} />
            </FieldGroup>
            <div className="flex flex-col-reverse gap-2 pt-6 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="outline"
                className="min-h-11 sm:min-h-9"
                onClick={() => void navigate(ESTIMATES_HREF)}
              >
                Cancel
              </Button>
              <Button type="submit" className="min-h-11 sm:min-h-9" disabled={create.isPending}>
                {create.isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : null}
                {create.isPending ? 'Saving…' : 'Create Estimate'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </Page>
  )
}
