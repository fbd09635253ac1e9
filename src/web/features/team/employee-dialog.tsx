// 'Add Employee': name, role, hourly rate and availability.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { availabilities, employeeRoles } from '../../../domain/team/employee'
import { MoneyInput } from '../../components/money-input'
import { FormDialog } from '../../components/form-dialog'
import { FormField } from '../../components/form-field'
import { Input } from '../../components/ui/input'
import { Select } from '../../components/ui/select'
import { submitForm } from '../../lib/submit-form'
import { toastSuccess } from '../../lib/toast'
import { useCreateEmployee } from './api'
import { employeeFormDefaults, employeeFormSchema } from './employee-form'
import type { OverlayProps } from '../../components/overlay-props'

const names = ['name', 'role', 'hourly_rate', 'availability'] as const

export function EmployeeDialog({ open, onOpenChange }: OverlayProps) {
  const create = useCreateEmployee()
  const form = useForm({
    defaultValues: employeeFormDefaults,
    resolver: zodResolver(employeeFormSchema),
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Employee"
      description="Someone on your payroll: crews are made of employees."
      formLabel="Add employee"
      submitLabel="Add Employee"
      isSaving={create.isPending}
      onSubmit={submitForm(form, names, create.mutate, (employee) => {
        toastSuccess('Employee added', `${employee.name} joined the team`)
        form.reset()
        onOpenChange(false)
      })}
    >
      <FormField form={form} name="name" id="employee-name" label="Name">
        {(control) => <Input required autoComplete="name" {...control} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="role" id="employee-role" label="Role">
          {(control) => (
            <Select {...control}>
              {employeeRoles.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField form={form} name="hourly_rate" id="employee-rate" label="Hourly rate ($)">
          {(control) => <MoneyInput required {...control} />}
        </FormField>
      </div>
      <FormField form={form} name="availability" id="employee-availability" label="Availability">
        {(control) => (
          <Select {...control}>
            {availabilities.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  )
}
