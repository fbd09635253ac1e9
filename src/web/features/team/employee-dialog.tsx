// 'Add Employee': name, role, hourly rate and availability.
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { fieldErrorsFromZod } from '../../../domain/shared/app-error'
import { availabilities, createEmployeeInput, employeeRoles } from '../../../domain/team/employee'
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
import { Select } from '../../components/ui/select'
import { isApiError } from '../../data/api-error'
import { toastError, toastSuccess } from '../../lib/toast'
import { useCreateEmployee } from './api'

type Values = { name: string; role: string; hourly_rate: string; availability: string }
const names = ['name', 'role', 'hourly_rate', 'availability'] as const
const isName = (key: string): key is (typeof names)[number] =>
  (names as readonly string[]).includes(key)

export function EmployeeDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const create = useCreateEmployee()
  const form = useForm<Values>({
    defaultValues: { name: '', role: 'Tech', hourly_rate: '', availability: 'Available' },
  })
  const { errors } = form.formState

  function showErrors(fields: Record<string, string>) {
    let isFirst = true
    for (const [key, message] of Object.entries(fields)) {
      if (!isName(key)) continue
      form.setError(key, { message }, { shouldFocus: isFirst })
      isFirst = false
    }
  }

  function onSubmit(values: Values) {
    const input = {
      ...values,
      hourly_rate: values.hourly_rate.trim() === '' ? Number.NaN : Number(values.hourly_rate),
    }
    const parsed = createEmployeeInput.safeParse(input)
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error)
      if (fields.hourly_rate && Number.isNaN(input.hourly_rate)) {
        fields.hourly_rate = 'Hourly rate is required'
      }
      showErrors(fields)
      toastError('Error', Object.values(fields)[0] ?? 'Please check the form')
      return
    }
    create.mutate(parsed.data, {
      onSuccess: (employee) => {
        toastSuccess('Employee added', `${employee.name} joined the team`)
        form.reset()
        onOpenChange(false)
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) showErrors(error.fields)
        toastError('Error', error.message)
      },
    })
  }

  const describe = (name: (typeof names)[number]) =>
    errors[name] ? `employee-${name}-error` : undefined

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Employee</DialogTitle>
          <DialogDescription>
            Someone on your payroll: crews are made of employees.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Add employee">
          <FieldGroup>
            <Field invalid={!!errors.name}>
              <FieldLabel htmlFor="employee-name">Name</FieldLabel>
              <Input
                id="employee-name"
                required
                autoComplete="name"
                aria-invalid={!!errors.name}
                aria-describedby={describe('name')}
                {...form.register('name')}
              />
              <FieldError id="employee-name-error">{errors.name?.message}</FieldError>
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field invalid={!!errors.role}>
                <FieldLabel htmlFor="employee-role">Role</FieldLabel>
                <Select id="employee-role" {...form.register('role')}>
                  {employeeRoles.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </Select>
                <FieldError id="employee-role-error">{errors.role?.message}</FieldError>
              </Field>
              <Field invalid={!!errors.hourly_rate}>
                <FieldLabel htmlFor="employee-rate">Hourly rate ($)</FieldLabel>
                <Input
                  id="employee-rate"
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  required
                  aria-invalid={!!errors.hourly_rate}
                  aria-describedby={describe('hourly_rate')}
                  {...form.register('hourly_rate')}
                />
                <FieldError id="employee-hourly_rate-error">
                  {errors.hourly_rate?.message}
                </FieldError>
              </Field>
            </div>
            <Field>
              <FieldLabel htmlFor="employee-availability">Availability</FieldLabel>
              <Select id="employee-availability" {...form.register('availability')}>
                {availabilities.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : null}
                Add Employee
              </Button>
            </DialogFooter>
          </FieldGroup>
        </form>
      </DialogContent>
    </Dialog>
  )
}
