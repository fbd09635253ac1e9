// 'Add Contractor': company, contact and whether their insurance is on file.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { createContractorInput } from '../../../domain/team/contractor'
import { FormDialog } from '../../components/form-dialog'
import { CheckboxField } from '../../components/checkbox-field'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateContractor } from './api'
import type { OverlayProps } from '../../components/overlay-props'

const names = ['company', 'contact', 'insurance_on_file'] as const

export function ContractorDialog({ open, onOpenChange }: OverlayProps) {
  const create = useCreateContractor()
  const form = useForm({
    defaultValues: { company: '', contact: '', insurance_on_file: false },
    resolver: zodResolver(createContractorInput),
  })

  const onSubmit = submitForm(form, names, create.mutate, (contractor) => {
    toastSuccess('Contractor added', `${contractor.company} was added to your contractors`)
    form.reset()
    onOpenChange(false)
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Contractor"
      description="A company you bring in for specialist work."
      formLabel="Add contractor"
      submitLabel="Add Contractor"
      isSaving={create.isPending}
      onSubmit={onSubmit}
    >
      <FormField form={form} name="company" id="contractor-company" label="Company">
        {(control) => <Input required autoComplete="organization" {...control} />}
      </FormField>
      <FormField form={form} name="contact" id="contractor-contact" label="Contact">
        {(control) => <Input autoComplete="name" {...control} />}
      </FormField>
      <CheckboxField form={form} name="insurance_on_file" label="Insurance certificate on file" />
    </FormDialog>
  )
}
