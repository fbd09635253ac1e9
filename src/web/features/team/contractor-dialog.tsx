// 'Add Contractor': company, contact and whether their insurance is on file.
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { createContractorInput } from '../../../domain/team/contractor'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Field, FieldError, FieldGroup, FieldLabel } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { isApiError } from '../../data/api-error'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateContractor, type ContractorInput } from './api'

export function ContractorDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const create = useCreateContractor()
  const form = useForm<ContractorInput>({
    defaultValues: { company: '', contact: '', insurance_on_file: false },
  })
  const { errors } = form.formState

  function onSubmit(values: ContractorInput) {
    const parsed = createContractorInput.safeParse(values)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      if (fields.company)
        form.setError('company', { message: fields.company }, { shouldFocus: true })
      if (fields.contact) form.setError('contact', { message: fields.contact })
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    create.mutate(parsed.data, {
      onSuccess: (contractor) => {
        toastSuccess('Contractor added', `${contractor.company} was added to your contractors`)
        form.reset()
        onOpenChange(false)
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined
        if (fields?.company) form.setError('company', { message: fields.company })
        toastError('Error', error.message)
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Contractor</DialogTitle>
          <DialogDescription>A company you bring in for specialist work.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Add contractor">
          <FieldGroup>
            <Field invalid={!!errors.company}>
              <FieldLabel htmlFor="contractor-company">Company</FieldLabel>
              <Input
                id="contractor-company"
                required
                autoComplete="organization"
                aria-invalid={!!errors.company}
                aria-describedby={errors.company ? 'contractor-company-error' : undefined}
                {...form.register('company')}
              />
              <FieldError id="contractor-company-error">{errors.company?.message}</FieldError>
            </Field>
            <Field invalid={!!errors.contact}>
              <FieldLabel htmlFor="contractor-contact">Contact</FieldLabel>
              <Input
                id="contractor-contact"
                autoComplete="name"
                aria-invalid={!!errors.contact}
                aria-describedby={errors.contact ? 'contractor-contact-error' : undefined}
                {...form.register('contact')}
              />
              <FieldError id="contractor-contact-error">{errors.contact?.message}</FieldError>
            </Field>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4.5 cursor-pointer accent-primary"
                {...form.register('insurance_on_file')}
              />
              Insurance certificate on file
            </label>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : null}
                Add Contractor
              </Button>
            </DialogFooter>
          </FieldGroup>
        </form>
      </DialogContent>
    </Dialog>
  )
}
