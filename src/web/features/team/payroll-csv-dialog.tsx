// The Payroll CSV dialog (issue #32 section 3): a period, "Approved weeks only", and Download, which
// saves GET /api/payroll.csv (a row per employee, day and job; regular and overtime hours apart,
// amounts at the base rate).
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CheckboxField } from '../../components/checkbox-field'
import { FormDialogBody, FreshFormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import type { OverlayProps } from '../../components/overlay-props'
import { Input } from '../../components/ui/input'
import { api } from '../../data/api-client'
import { payrollCsvDefaults, payrollCsvFormSchema, payrollQueryOf } from './payroll-csv-form'
import type { PayrollCsvForm } from './payroll-csv-form'

export function PayrollCsvDialog(dialog: OverlayProps) {
  return (
    <FreshFormDialog {...dialog} className="sm:max-w-md">
      {(close) => <PayrollForm onDone={close} />}
    </FreshFormDialog>
  )
}

function PayrollForm({ onDone }: { onDone: () => void }) {
  const [now] = useState(() => Date.now())
  const [isDownloading, setDownloading] = useState(false)
  const form = useForm<PayrollCsvForm>({
    defaultValues: payrollCsvDefaults(now),
    resolver: zodResolver(payrollCsvFormSchema),
  })

  async function download(values: PayrollCsvForm) {
    setDownloading(true)
    try {
      const file = await api.download('/api/payroll.csv', { query: payrollQueryOf(values) })
      // Loaded on use, as the list exports do.
      const { saveBlob } = await import('../../lib/download')
      saveBlob(file, `payroll-${values.from}-to-${values.to}.csv`)
      onDone()
    } catch (error) {
      const { toastError } = await import('../../lib/toast')
      toastError('Error', error instanceof Error ? error.message : 'The download failed')
    } finally {
      setDownloading(false)
    }
  }

  return (
    <FormDialogBody
      title="Payroll CSV"
      description="Hours per employee, day and job, with overtime apart; amounts at the base rate."
      formLabel="Payroll CSV"
      submitLabel="Download"
      savingLabel="Downloading…"
      isSaving={isDownloading}
      onCancel={onDone}
      onSubmit={form.handleSubmit(download)}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField form={form} name="from" id="payroll-from" label="From">
          {(control) => <Input type="date" {...control} />}
        </FormField>
        <FormField form={form} name="to" id="payroll-to" label="To">
          {(control) => <Input type="date" {...control} />}
        </FormField>
      </div>
      <CheckboxField form={form} name="approved" label="Approved weeks only" />
    </FormDialogBody>
  )
}
